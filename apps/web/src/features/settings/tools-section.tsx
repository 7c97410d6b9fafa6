// Practice in settings: the mock test and the onboarding simulator, which leave the user's own data alone.
import { namespaces } from '@groeipad/i18n';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';
import { ToolList } from './tool-list';

/** The practice screens of the route table this section opens, in the order shown. */
export const TOOL_PATHS = ['/mock-test', '/onboarding-simulator'] as const;

export function ToolsSection() {
  const { t } = useTranslation(namespaces);
  return (
    <SettingsSection id="settings-tools" title={t('settings:tools.title')}>
      <Text size="sm">{t('settings:tools.intro')}</Text>
      <ToolList paths={TOOL_PATHS} />
    </SettingsSection>
  );
}
