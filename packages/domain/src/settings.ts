// The settings records the app reads and writes by key (settings table of SPEC.md 3): one definition per key.
import type { Setting } from './entities/core';

export type SettingDefinition = {
  key: string;
  category: string;
  dataType: Setting['data_type'];
};

/** Who may see the profile: a field of the users record too (users.privacy_level), see saveUserSetting. */
export const PRIVACY_LEVEL_SETTING = {
  key: 'privacy.level',
  category: 'privacy',
  dataType: 'string',
} as const satisfies SettingDefinition;

/** 'true': wellness answers are stored device-encrypted; set in onboarding and on the settings screen. */
export const ENCRYPT_WELLNESS_SETTING = {
  key: 'privacy.encrypt_wellness',
  category: 'privacy',
  dataType: 'boolean',
} as const satisfies SettingDefinition;

/** The coaching choices of onboarding step 4. */
export const COACHING_SETTINGS = {
  frequency: { key: 'coaching.frequency', category: 'coaching', dataType: 'string' },
  goals: { key: 'coaching.goals', category: 'coaching', dataType: 'json' },
  tone: { key: 'coaching.tone', category: 'coaching', dataType: 'string' },
  reminderTime: { key: 'coaching.reminder_time', category: 'coaching', dataType: 'string' },
} as const satisfies Record<string, SettingDefinition>;
