// The /journaling/moods screen: a quick mood check-in, how the week and month went, and every check-in.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalingTabs } from '../../components/daily/journaling-tabs';
import { useCurrentUser } from '../../lib/use-current-user';
import { MoodsView } from './moods-view';

export function MoodsScreen() {
  const { t } = useTranslation(namespaces);
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <JournalingTabs />
      <Stack gap={4}>
        <Title order={1}>{t('moods:title')}</Title>
        <Text c="dimmed">{t('moods:intro')}</Text>
      </Stack>
      {user.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('moods:loading')}>
          <Skeleton height={140} radius="lg" />
          <Skeleton height={104} radius="lg" />
        </Stack>
      ) : null}
      {user.status === 'missing' ? (
        <Alert color="yellow" title={t('moods:noUser.title')}>
          <Text size="sm">{t('moods:noUser.body')}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {t('moods:noUser.action')}
          </Anchor>
        </Alert>
      ) : null}
      {user.status === 'ready' ? <MoodsView userId={user.user.id} /> : null}
    </Stack>
  );
}
