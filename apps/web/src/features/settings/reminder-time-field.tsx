// The daily reminder time: typed as HH:MM, validated before anything is written.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REMINDER_TIME, parseReminderTime } from './reminder-time';
import { settingDefinitions } from './setting-definitions';
import { FIELD_WIDTH } from './settings-section';
import type { SaveSetting } from './use-settings';

type Props = { stored: string | undefined; save: SaveSetting };

export function ReminderTimeField({ stored, save }: Props) {
  const { t } = useTranslation(namespaces);
  const [draft, setDraft] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const value = draft ?? stored ?? DEFAULT_REMINDER_TIME;

  async function submit() {
    const time = parseReminderTime(value);
    if (!time) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await save(settingDefinitions.reminderTime, time)) setDraft(undefined);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        maw={FIELD_WIDTH}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="center">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit">{t('settings:notifications.timeSave')}</Button>
          </Group>
        )}
        label={t('settings:notifications.timeLabel')}
        description={t('settings:notifications.timeDescription')}
        placeholder={t('settings:notifications.timePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={value}
        error={invalid ? t('settings:notifications.timeInvalid') : undefined}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setInvalid(false);
        }}
      />
    </form>
  );
}
