// Automatic sync on or off and how often: stored with the account's sync status, the next sync planned again.
import { SYNC_FREQUENCIES, toSyncFrequency, type SyncFrequency } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import type { SyncStatusSnapshot } from '@groeipad/local-db';
import { Alert, Select, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncUserSettings, SyncView } from '../../lib/sync';

const FIELD_WIDTH = 440;

type Props = { status: SyncStatusSnapshot; save: SyncView['saveSettings'] };

export function SyncSettingsForm({ status, save }: Props) {
  const { t } = useTranslation(namespaces);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function store(next: SyncUserSettings) {
    setSaving(true);
    setFailed(false);
    try {
      await save(next);
    } catch (error) {
      console.error('Saving sync settings failed', error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const options = SYNC_FREQUENCIES.map((value) => ({
    value,
    label: t(`diagnostics:server.settings.frequencyOptions.${value}`),
  }));
  const current = { autoSync: status.autoSync, frequency: status.frequency };
  return (
    <Stack gap="sm" data-testid="sync-settings">
      <Title order={3} size="h5">
        {t('diagnostics:server.settings.title')}
      </Title>
      <Switch
        checked={status.autoSync}
        disabled={saving}
        onChange={(event) => void store({ ...current, autoSync: event.currentTarget.checked })}
        label={t('diagnostics:server.settings.autoSync')}
        description={t('diagnostics:server.settings.autoSyncHint')}
      />
      <Select
        label={t('diagnostics:server.settings.frequency')}
        description={t('diagnostics:server.settings.frequencyHint')}
        data={options}
        value={status.frequency}
        allowDeselect={false}
        disabled={saving}
        maw={FIELD_WIDTH}
        onChange={(value) => {
          if (value === null) return;
          const frequency: SyncFrequency = toSyncFrequency(value);
          void store({ ...current, frequency });
        }}
      />
      {failed && (
        <Alert variant="light" color="red" role="alert">
          {t('diagnostics:server.settings.saveFailed')}
        </Alert>
      )}
    </Stack>
  );
}
