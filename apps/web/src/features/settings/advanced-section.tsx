// "Advanced" in settings: the diagnostic and developer screens, folded away until the user opens them.
import { namespaces } from '@groeipad/i18n';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosureState } from '../../components/disclosure-button';
import { SettingsSection } from './settings-section';
import { ToolList } from './tool-list';

/**
 * The spec's diagnostic screens that are built, plus the demo data: reachable by URL as before, and
 * from here only once opened, because someone who only uses the app never needs them.
 */
export const ADVANCED_PATHS = ['/pwa-test', '/test-database', '/develop-data'] as const;

export function AdvancedSection() {
  const { t } = useTranslation(namespaces);
  const disclosure = useDisclosureState();
  return (
    <SettingsSection id="settings-advanced" title={t('settings:advanced.title')}>
      <Text size="sm">{t('settings:advanced.intro')}</Text>
      <DisclosureButton
        {...disclosure}
        labels={{ show: t('settings:advanced.show'), hide: t('settings:advanced.hide') }}
      />
      {disclosure.open && <ToolList id={disclosure.panelId} paths={ADVANCED_PATHS} />}
    </SettingsSection>
  );
}
