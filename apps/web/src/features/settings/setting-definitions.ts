// The settings this screen stores: key, category and how the text value is read back (settings table of SPEC.md 3).
import type { Setting } from '@groeipad/domain';

export type SettingDefinition = {
  key: string;
  category: string;
  dataType: Setting['data_type'];
};

export const privacyLevels = ['private', 'friends', 'public'] as const;
export type PrivacyLevel = (typeof privacyLevels)[number];

export function isPrivacyLevel(value: string): value is PrivacyLevel {
  return (privacyLevels as readonly string[]).includes(value);
}

export const settingDefinitions = {
  language: { key: 'language', category: 'general', dataType: 'string' },
  colorScheme: { key: 'appearance.color_scheme', category: 'appearance', dataType: 'string' },
  notificationsEnabled: {
    key: 'notifications.enabled',
    category: 'notifications',
    dataType: 'boolean',
  },
  reminderTime: {
    key: 'notifications.daily_reminder_time',
    category: 'notifications',
    dataType: 'string',
  },
  privacyLevel: { key: 'privacy.level', category: 'privacy', dataType: 'string' },
  /** 'true': wellness answers are stored device-encrypted (encryptForDevice); read by onboarding too. */
  encryptWellness: { key: 'privacy.encrypt_wellness', category: 'privacy', dataType: 'boolean' },
} as const satisfies Record<string, SettingDefinition>;
