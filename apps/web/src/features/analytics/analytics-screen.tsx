// The /analytics screen: how writing, mood and daily goals went per day, week or month, with charts.
// The charts' styles load with this lazily loaded screen, so other routes never pay for them.
import '@mantine/charts/styles.css';
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/use-current-user';
import { AnalyticsView } from './analytics-view';

export function AnalyticsScreen() {
  const { t } = useTranslation(namespaces);
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>{t('analytics:title')}</Title>
        <Text c="dimmed">{t('analytics:intro')}</Text>
      </Stack>
      {user.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('analytics:loading')}>
          <Skeleton height={64} radius="lg" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : null}
      {user.status === 'missing' ? (
        <Alert color="yellow" title={t('analytics:noUser.title')}>
          <Text size="sm">{t('analytics:noUser.body')}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {t('analytics:noUser.action')}
          </Anchor>
        </Alert>
      ) : null}
      {user.status === 'ready' ? <AnalyticsView user={user.user} /> : null}
    </Stack>
  );
}
