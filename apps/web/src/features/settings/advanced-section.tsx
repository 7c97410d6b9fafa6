// "Advanced" in settings: the diagnostic and developer screens, folded away until the user opens them.
import { namespaces } from '@groeipad/i18n';
import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';
import { ToolList } from './tool-list';

/**
 * The spec's diagnostic screens that are built, plus the demo data: reachable by URL as before, and
 * from here only once opened, because someone who only uses the app never needs them.
 */
export const ADVANCED_PATHS = ['/pwa-test', '/test-database', '/develop-data'] as const;

export function AdvancedSection() {
  const { t } = useTranslation(namespaces);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <SettingsSection id="settings-advanced" title={t('settings:advanced.title')}>
      <Text size="sm">{t('settings:advanced.intro')}</Text>
      <Button
        variant="default"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(open ? 'settings:advanced.hide' : 'settings:advanced.show')}
      </Button>
      {open && <ToolList id={listId} paths={ADVANCED_PATHS} />}
    </SettingsSection>
  );
}
