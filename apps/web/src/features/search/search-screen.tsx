// The /search screen: find anything in the journal, daily goals and tasks, on the device and offline.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalingTabs } from '../../components/daily/journaling-tabs';
import { useCurrentUser } from '../../lib/use-current-user';
import { SearchView } from './search-view';

export function SearchScreen() {
  const { t } = useTranslation(namespaces);
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <JournalingTabs />
      <Stack gap={4}>
        <Title order={1}>{t('search:title')}</Title>
        <Text c="dimmed">{t('search:intro')}</Text>
      </Stack>
      {user.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('search:loading')}>
          <Skeleton height={56} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      ) : null}
      {user.status === 'missing' ? (
        <Alert color="yellow" title={t('search:noUser.title')}>
          <Text size="sm">{t('search:noUser.body')}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {t('search:noUser.action')}
          </Anchor>
        </Alert>
      ) : null}
      {user.status === 'ready' ? <SearchView userId={user.user.id} /> : null}
    </Stack>
  );
}
