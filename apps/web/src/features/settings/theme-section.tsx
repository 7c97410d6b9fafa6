// Light / dark / auto: Mantine applies and remembers it locally; the choice is also stored as a setting.
import { namespaces } from '@groeipad/i18n';
import {
  Input,
  SegmentedControl,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { settingDefinitions } from './setting-definitions';
import { FIELD_WIDTH, SettingsSection } from './settings-section';
import type { SaveSetting } from './use-settings';

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];

function isScheme(value: string): value is MantineColorScheme {
  return (schemes as string[]).includes(value);
}

export function ThemeSection({ save }: { save: SaveSetting }) {
  const { t } = useTranslation(namespaces);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SettingsSection id="settings-theme" title={t('settings:theme.title')}>
      <Input.Wrapper
        labelElement="div"
        maw={FIELD_WIDTH}
        label={t('settings:theme.label')}
        description={t('settings:theme.description')}
      >
        <SegmentedControl
          mt="xs"
          fullWidth
          aria-label={t('settings:theme.label')}
          value={colorScheme}
          onChange={(value) => {
            if (!isScheme(value)) return;
            setColorScheme(value);
            void save(settingDefinitions.colorScheme, value);
          }}
          data={schemes.map((scheme) => ({ value: scheme, label: t(`common:theme.${scheme}`) }))}
        />
      </Input.Wrapper>
    </SettingsSection>
  );
}
