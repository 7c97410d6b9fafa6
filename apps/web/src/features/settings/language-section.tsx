// Language choice: applied at once (i18next caches it in localStorage) and stored as the 'language' setting.
import { supportedLanguages } from '@groeipad/domain';
import { changeLanguage, currentLanguage, namespaces } from '@groeipad/i18n';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { settingDefinitions } from './setting-definitions';
import { FIELD_WIDTH, SettingsSection } from './settings-section';
import type { SaveSetting } from './use-settings';

export function LanguageSection({ save }: { save: SaveSetting }) {
  const { t, i18n } = useTranslation(namespaces);
  async function choose(value: string) {
    const language = await changeLanguage(i18n, value);
    await save(settingDefinitions.language, language);
  }
  return (
    <SettingsSection id="settings-language" title={t('settings:language.title')}>
      <NativeSelect
        maw={FIELD_WIDTH}
        label={t('settings:language.label')}
        description={t('settings:language.description')}
        value={currentLanguage(i18n)}
        onChange={(event) => void choose(event.currentTarget.value)}
        data={supportedLanguages.map((lng) => ({
          value: lng,
          label: t(`common:language.names.${lng}`),
        }))}
      />
    </SettingsSection>
  );
}
