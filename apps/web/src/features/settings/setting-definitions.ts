// The settings this screen stores: key, category and how the text value is read back (settings table of SPEC.md 3).
import {
  COACHING_SETTINGS,
  ENCRYPT_WELLNESS_SETTING,
  NOTIFICATION_SETTINGS,
  PRIVACY_LEVEL_SETTING,
  type SettingDefinition,
} from '@groeipad/domain';

export type { SettingDefinition };

export const privacyLevels = ['private', 'friends', 'public'] as const;
export type PrivacyLevel = (typeof privacyLevels)[number];

export function isPrivacyLevel(value: string): value is PrivacyLevel {
  return (privacyLevels as readonly string[]).includes(value);
}

export const settingDefinitions = {
  language: { key: 'language', category: 'general', dataType: 'string' },
  colorScheme: { key: 'appearance.color_scheme', category: 'appearance', dataType: 'string' },
  notificationsEnabled: NOTIFICATION_SETTINGS.enabled,
  /** The same record onboarding step 4 writes (an older key is read too: LEGACY_SETTING_KEYS). */
  reminderTime: COACHING_SETTINGS.reminderTime,
  coachingFrequency: COACHING_SETTINGS.frequency,
  coachingGoals: COACHING_SETTINGS.goals,
  coachTone: COACHING_SETTINGS.tone,
  privacyLevel: PRIVACY_LEVEL_SETTING,
  /** 'true': wellness answers are stored device-encrypted (encryptForDevice); read by onboarding too. */
  encryptWellness: ENCRYPT_WELLNESS_SETTING,
} as const satisfies Record<string, SettingDefinition>;
