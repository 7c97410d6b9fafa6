// Account and sync: one sentence on what an account adds and the way to /account.
import { namespaces } from '@groeipad/i18n';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsSection } from './settings-section';

export function AccountSection() {
  const { t } = useTranslation(namespaces);
  return (
    <SettingsSection id="settings-account" title={t('account:settingsSection.title')}>
      <Text size="sm">{t('account:settingsSection.body')}</Text>
      <Button component={Link} to="/account" variant="light" style={{ alignSelf: 'flex-start' }}>
        {t('account:settingsSection.link')}
      </Button>
    </SettingsSection>
  );
}
