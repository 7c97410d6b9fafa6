// The /journaling/goals screen: the day's small goals, ticked off with an optional note, and earlier open ones.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalingTabs } from '../../components/daily/journaling-tabs';
import { useCurrentUser } from '../../lib/use-current-user';
import { GoalsDayView } from './goals-day-view';

export function DailyGoalsScreen() {
  const { t } = useTranslation(namespaces);
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <JournalingTabs />
      <Stack gap={4}>
        <Title order={1}>{t('goals:title')}</Title>
        <Text c="dimmed">{t('goals:intro')}</Text>
      </Stack>
      {user.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('goals:loading')}>
          <Skeleton height={64} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      ) : null}
      {user.status === 'missing' ? (
        <Alert color="yellow" title={t('goals:noUser.title')}>
          <Text size="sm">{t('goals:noUser.body')}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {t('goals:noUser.action')}
          </Anchor>
        </Alert>
      ) : null}
      {user.status === 'ready' ? <GoalsDayView userId={user.user.id} /> : null}
    </Stack>
  );
}
