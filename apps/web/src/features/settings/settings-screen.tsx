// The /settings screen (SPEC.md section 2): language, theme, coaching, notifications, data, practice, and "advanced" folded away.
import { namespaces } from '@groeipad/i18n';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './account-section';
import { AdvancedSection } from './advanced-section';
import { CoachingSection } from './coaching-section';
import { CommunitySharingSection } from './community-sharing-section';
import { DATA_SECTION_ID, JournalExchangeSection } from './journal-exchange-section';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { ThemeSection } from './theme-section';
import { ToolsSection } from './tools-section';
import { useSettings } from './use-settings';
import { SECTION_ANCHOR_STYLE } from '../../lib/use-scroll-to-section';

export function SettingsScreen() {
  const { t } = useTranslation(namespaces);
  const { values, save } = useSettings();
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>{t('settings:title')}</Title>
        <Text c="dimmed">{t('settings:intro')}</Text>
      </Stack>
      <LanguageSection save={save} />
      <ThemeSection save={save} />
      <CoachingSection values={values} save={save} />
      <NotificationsSection values={values} save={save} />
      <AccountSection />
      <CommunitySharingSection />
      {/* Below the fixed header when /settings#data scrolls here. */}
      <Stack id={DATA_SECTION_ID} gap="lg" style={SECTION_ANCHOR_STYLE}>
        <JournalExchangeSection />
        <PrivacySection values={values} save={save} />
      </Stack>
      <ToolsSection />
      <AdvancedSection />
    </Stack>
  );
}
