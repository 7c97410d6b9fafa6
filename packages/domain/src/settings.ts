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

export const COACHING_FREQUENCIES = ['daily', 'weekly', 'as_needed'] as const;
export type CoachingFrequency = (typeof COACHING_FREQUENCIES)[number];
export const COACHING_GOALS = [
  'self_awareness',
  'stress_management',
  'goal_achievement',
  'relationship_skills',
] as const;
export type CoachingGoal = (typeof COACHING_GOALS)[number];
/** Our decision (the spec names no tones): warm and encouraging, direct and brief, light and playful. */
export const COACH_TONES = ['warm', 'direct', 'playful'] as const;
export type CoachTone = (typeof COACH_TONES)[number];
/** The reminder time before the user chose one, in onboarding and on the settings screen alike. */
export const DEFAULT_REMINDER_TIME = '09:00';

/** The coaching choices of onboarding step 4, shown and changed again on the settings screen. */
export const COACHING_SETTINGS = {
  frequency: { key: 'coaching.frequency', category: 'coaching', dataType: 'string' },
  goals: { key: 'coaching.goals', category: 'coaching', dataType: 'json' },
  tone: { key: 'coaching.tone', category: 'coaching', dataType: 'string' },
  reminderTime: { key: 'coaching.reminder_time', category: 'coaching', dataType: 'string' },
} as const satisfies Record<string, SettingDefinition>;

/** The daily reminder's switch on the settings screen; its time is COACHING_SETTINGS.reminderTime. */
export const NOTIFICATION_SETTINGS = {
  enabled: { key: 'notifications.enabled', category: 'notifications', dataType: 'boolean' },
} as const satisfies Record<string, SettingDefinition>;

/**
 * Keys an older version stored the same setting under. The settings screen once kept the reminder
 * time under its own key while onboarding wrote `coaching.reminder_time`, so the time chosen in
 * onboarding never showed. Reads take the most recently updated of the key and its old keys.
 */
export const LEGACY_SETTING_KEYS: Readonly<Record<string, readonly string[]>> = {
  [COACHING_SETTINGS.reminderTime.key]: ['notifications.daily_reminder_time'],
};

/** The member's challenge settings: rest days (weekdays 0 Monday .. 6 Sunday) never break a streak. */
export const CHALLENGE_SETTINGS = {
  restDays: { key: 'challenges.rest_days', category: 'challenges', dataType: 'json' },
} as const satisfies Record<string, SettingDefinition>;

/** At most this many rest days a week: a streak should still ask for most days. */
export const MAX_REST_DAYS = 2;

/**
 * The stored rest days (a JSON list of weekdays 0-6), sorted and without repeats; anything else, or more
 * than MAX_REST_DAYS, reads as none, so a damaged record never hides a missed day.
 */
export function parseRestDays(stored: string | undefined): number[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const days = [...new Set(value)];
  if (days.length > MAX_REST_DAYS) return [];
  if (!days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) return [];
  return (days as number[]).sort((a, b) => a - b);
}
