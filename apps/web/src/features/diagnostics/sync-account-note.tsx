// The account part of the server sync card: who is signed in, or the way to sign in, whose data this device holds,
// and whether it must be unlocked for end-to-end encryption first.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SyncView } from '../../lib/sync';

export function SyncAccountNote({ sync }: { sync: SyncView }) {
  const { t } = useTranslation(namespaces);
  if (sync.account === 'loading') return <Skeleton h={24} w="60%" />;
  if (sync.account === 'signed_out') {
    return (
      <Stack gap={4} data-testid="sync-signed-out">
        <Text fw={700}>{t('diagnostics:server.account.signedOut')}</Text>
        <Text size="sm">{t('diagnostics:server.account.signedOutBody')}</Text>
        <Anchor component={Link} to="/account" size="sm" fw={600}>
          {t('diagnostics:server.account.toAccount')}
        </Anchor>
      </Stack>
    );
  }
  if (sync.account === 'offline_unknown' && sync.linkedUserId === undefined) {
    return (
      <Text size="sm">
        {t(
          sync.sync.lastError === 'offline'
            ? 'diagnostics:server.account.unknownOffline'
            : 'diagnostics:server.account.unknownServer',
        )}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="sync-email">
          {sync.email
            ? t('diagnostics:server.account.signedIn', { email: sync.email })
            : t('diagnostics:server.account.signedInNoEmail')}
        </Text>
        <Anchor component={Link} to="/account" size="sm">
          {t('diagnostics:server.account.manage')}
        </Anchor>
      </Group>
      {sync.link === 'reowned' && (
        <Text size="sm" c="dimmed">
          {t('diagnostics:server.account.linked')}
        </Text>
      )}
      {sync.e2ee === 'locked' && (
        <Alert
          variant="light"
          color="orange"
          title={t('account:e2ee.syncNote.title')}
          data-testid="sync-e2ee-locked"
        >
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('account:e2ee.syncNote.body')}</Text>
            <Anchor component={Link} to="/account" size="sm" fw={600}>
              {t('account:e2ee.syncNote.link')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {sync.link === 'other_account' && (
        <Alert variant="light" color="orange" title={t('diagnostics:server.otherAccount.title')}>
          {t('diagnostics:server.otherAccount.body')}
        </Alert>
      )}
    </Stack>
  );
}
