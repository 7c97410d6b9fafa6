// Reminders: a switch that asks the browser's notification permission, and the daily reminder time.
import { namespaces } from '@groeipad/i18n';
import { Alert, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationAccess,
  requestNotificationAccess,
  type NotificationAccess,
} from './notification-permission';
import { ReminderTimeField } from './reminder-time-field';
import { settingDefinitions } from './setting-definitions';
import { SettingsSection } from './settings-section';
import classes from './settings.module.css';
import type { SaveSetting } from './use-settings';

type Props = { values: ReadonlyMap<string, string> | undefined; save: SaveSetting };

function AccessMessage({ access }: { access: NotificationAccess }) {
  const { t } = useTranslation(namespaces);
  if (access === 'granted') return <Text size="sm">{t('settings:notifications.granted')}</Text>;
  const color = access === 'default' ? 'blue' : 'yellow';
  const key = access === 'default' ? 'dismissed' : access;
  return (
    <Alert color={color} variant="light" role="status" data-testid="notification-access">
      {t(`settings:notifications.${key}`)}
    </Alert>
  );
}

export function NotificationsSection({ values, save }: Props) {
  const { t } = useTranslation(namespaces);
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const [asked, setAsked] = useState(false);
  const enabled =
    access === 'granted' && values?.get(settingDefinitions.notificationsEnabled.key) === 'true';

  async function toggle(on: boolean) {
    if (!on) {
      await save(settingDefinitions.notificationsEnabled, false);
      return;
    }
    const result = await requestNotificationAccess();
    setAccess(result);
    setAsked(true);
    if (result === 'granted') await save(settingDefinitions.notificationsEnabled, true);
  }

  const showAccess = access === 'unsupported' || access === 'denied' || asked || enabled;
  return (
    <SettingsSection id="settings-notifications" title={t('settings:notifications.title')}>
      <Switch
        classNames={{ track: classes.switchTrack }}
        label={t('settings:notifications.switch')}
        description={t('settings:notifications.description')}
        checked={enabled}
        disabled={access === 'unsupported' || values === undefined}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {showAccess ? <AccessMessage access={access} /> : null}
      <Text size="sm" c="dimmed">
        {t('settings:notifications.whileOpen')}
      </Text>
      <ReminderTimeField stored={values?.get(settingDefinitions.reminderTime.key)} save={save} />
    </SettingsSection>
  );
}
