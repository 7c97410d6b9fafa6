// Privacy: who may see the profile, device encryption of wellness answers, export of all local data, and deleting everything on this device.
import { namespaces } from '@groeipad/i18n';
import { Button, Divider, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDataModal } from './delete-data-modal';
import { isPrivacyLevel, privacyLevels, settingDefinitions } from './setting-definitions';
import { SettingsSection } from './settings-section';
import { useDataExport } from './use-data-export';
import type { SaveSetting } from './use-settings';

type Props = { values: ReadonlyMap<string, string> | undefined; save: SaveSetting };

export function PrivacySection({ values, save }: Props) {
  const { t } = useTranslation(namespaces);
  const { exporting, exportAll } = useDataExport();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const stored = values?.get(settingDefinitions.privacyLevel.key);
  const encrypt = values?.get(settingDefinitions.encryptWellness.key) === 'true';
  return (
    <SettingsSection id="settings-privacy" title={t('settings:privacy.title')}>
      <Radio.Group
        label={t('settings:privacy.levelLabel')}
        value={stored && isPrivacyLevel(stored) ? stored : 'private'}
        onChange={(value) => {
          if (isPrivacyLevel(value)) void save(settingDefinitions.privacyLevel, value);
        }}
      >
        <Group mt="xs" gap="lg">
          {privacyLevels.map((level) => (
            <Radio
              key={level}
              value={level}
              label={t(`settings:privacy.levels.${level}`)}
              disabled={values === undefined}
            />
          ))}
        </Group>
      </Radio.Group>
      <Switch
        label={t('profile:encryption.label')}
        description={t('profile:encryption.description')}
        checked={encrypt}
        disabled={values === undefined}
        onChange={(event) =>
          void save(settingDefinitions.encryptWellness, event.currentTarget.checked)
        }
      />
      <Divider />
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4">
          {t('settings:privacy.exportTitle')}
        </Title>
        <Text size="sm">{t('settings:privacy.exportDescription')}</Text>
        <Button variant="light" loading={exporting} onClick={() => void exportAll()}>
          {t('settings:privacy.exportButton')}
        </Button>
      </Stack>
      <Divider />
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4">
          {t('settings:privacy.deleteTitle')}
        </Title>
        <Text size="sm">{t('settings:privacy.deleteDescription')}</Text>
        <Button color="red" variant="outline" onClick={() => setDeleteOpen(true)}>
          {t('settings:privacy.deleteButton')}
        </Button>
      </Stack>
      <DeleteDataModal opened={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </SettingsSection>
  );
}
