// The /journaling/planning screen: plans for a day, week, month or longer, with goals you tick off as you go.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalingTabs } from '../../components/daily/journaling-tabs';
import { useCurrentUser } from '../../lib/use-current-user';
import { PlanningView } from './planning-view';

export function PlanningScreen() {
  const { t } = useTranslation(namespaces);
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <JournalingTabs />
      <Stack gap={4}>
        <Title order={1}>{t('planning:title')}</Title>
        <Text c="dimmed">{t('planning:intro')}</Text>
      </Stack>
      {user.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('planning:loading')}>
          <Skeleton height={64} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      ) : null}
      {user.status === 'missing' ? (
        <Alert color="yellow" title={t('planning:noUser.title')}>
          <Text size="sm">{t('planning:noUser.body')}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {t('planning:noUser.action')}
          </Anchor>
        </Alert>
      ) : null}
      {user.status === 'ready' ? <PlanningView userId={user.user.id} /> : null}
    </Stack>
  );
}
