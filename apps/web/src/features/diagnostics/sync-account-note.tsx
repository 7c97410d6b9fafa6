// Who is signed in on the sync page (with the way to the account), whether this device's data joined it, or belongs to another.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SyncView } from '../../lib/sync';

export function SyncAccountNote({ sync }: { sync: SyncView }) {
  const { t } = useTranslation(namespaces);
  if (sync.account !== 'signed_in' && sync.linkedUserId === undefined) return null;
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
      {sync.link === 'other_account' && (
        <Alert variant="light" color="orange" title={t('diagnostics:server.otherAccount.title')}>
          {t('diagnostics:server.otherAccount.body')}
        </Alert>
      )}
    </Stack>
  );
}
