// Account and sync in settings: signed in as whom and how the sync stands (one line), with links to /account and the sync status.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSync } from '../../lib/sync';
import { SettingsSection } from './settings-section';
import { SyncSummaryLine } from './sync-summary-line';

export function AccountSection() {
  const { t } = useTranslation(namespaces);
  const sync = useSync();
  const signedIn = sync.account === 'signed_in' || sync.linkedUserId !== undefined;
  return (
    <SettingsSection id="settings-account" title={t('account:settingsSection.title')}>
      {signedIn ? (
        <SyncSummaryLine sync={sync} />
      ) : (
        <Text size="sm">{t('account:settingsSection.body')}</Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to="/account" variant="light">
          {t('account:settingsSection.link')}
        </Button>
        <Button component={Link} to="/v14-sync-status" variant="subtle">
          {t('account:settingsSection.statusLink')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
