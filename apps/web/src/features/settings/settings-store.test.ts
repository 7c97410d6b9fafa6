import {
  FALLBACK_USER_ID,
  ValidationError,
  createRepository,
  settingValues as readSettings,
  settingsOwnerId as currentUserId,
  userRepository,
} from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { settingDefinitions } from './setting-definitions';
import { saveSetting } from './settings-store';
import { T0, openSettingsDb } from '../../testing/features/settings-db';

const ctx = { now: () => T0, actor: 'test' };

describe('currentUserId', () => {
  it("is 'local' on an empty database", async () => {
    const db = await openSettingsDb();
    expect(await currentUserId(db)).toBe(FALLBACK_USER_ID);
  });

  it("is the onboarding record's user when there is no users record", async () => {
    const db = await openSettingsDb();
    await createRepository(db, 'onboarding_states', ctx).create({
      user_id: 'onboarded-user',
      current_step: 5,
      step_completed_flags: '{}',
      user_data: '{}',
      mbti_data: '{}',
      interests: '[]',
      context_data: '{}',
      wellness_data: '{}',
      notification_preferences: '{}',
      verification_status: 'unverified',
      onboarded_at: T0,
    });
    expect(await currentUserId(db)).toBe('onboarded-user');
  });

  it('is the first users record when there is one', async () => {
    const db = await openSettingsDb();
    const users = userRepository(db, ctx);
    const user = await users.create({
      name: 'Anna',
      mbti_type: 'INFJ',
      premium_status: false,
      dark_mode: false,
      voice_enabled: false,
      metadata: '{}',
    });
    expect(await currentUserId(db)).toBe(user.id);
  });
});

describe('saveSetting', () => {
  it('creates one record per user and key and updates it afterwards', async () => {
    const db = await openSettingsDb();
    const first = await saveSetting(db, 'u1', settingDefinitions.reminderTime, '08:30', () => T0);
    expect(first).toMatchObject({
      user_id: 'u1',
      key: 'coaching.reminder_time',
      value: '08:30',
      category: 'coaching',
      data_type: 'string',
      created_by: 'u1',
    });
    const second = await saveSetting(
      db,
      'u1',
      settingDefinitions.reminderTime,
      '21:15',
      () => T0 + 5,
    );
    expect(second.id).toBe(first.id);
    expect(second.updated_at).toBe(T0 + 5);
    expect(await db.settings.count()).toBe(1);
    expect(await readSettings(db, 'u1')).toEqual(new Map([['coaching.reminder_time', '21:15']]));
  });

  it('reads the time onboarding chose on the screen, and an older screen key only when it is newer', async () => {
    const db = await openSettingsDb();
    const legacy = { ...settingDefinitions.reminderTime, key: 'notifications.daily_reminder_time' };
    // Onboarding wrote 07:30; an earlier version of this screen kept its own key, changed later.
    await saveSetting(db, 'u1', settingDefinitions.reminderTime, '07:30', () => T0);
    expect((await readSettings(db, 'u1')).get('coaching.reminder_time')).toBe('07:30');
    await saveSetting(db, 'u1', legacy, '06:45', () => T0 + 10);
    const afterLegacy = await readSettings(db, 'u1');
    expect(afterLegacy.get('coaching.reminder_time')).toBe('06:45');
    expect(afterLegacy.has('notifications.daily_reminder_time')).toBe(false);
    // A save on today's screen is newer again and wins.
    await saveSetting(db, 'u1', settingDefinitions.reminderTime, '22:00', () => T0 + 20);
    expect((await readSettings(db, 'u1')).get('coaching.reminder_time')).toBe('22:00');
  });

  it('stores booleans as JSON with their data type', async () => {
    const db = await openSettingsDb();
    const saved = await saveSetting(db, 'u1', settingDefinitions.notificationsEnabled, true);
    expect(saved).toMatchObject({ value: 'true', data_type: 'boolean' });
  });

  it('keeps the settings of different users apart', async () => {
    const db = await openSettingsDb();
    await saveSetting(db, 'u1', settingDefinitions.language, 'en');
    await saveSetting(db, 'u2', settingDefinitions.language, 'ko');
    expect((await readSettings(db, 'u1')).get('language')).toBe('en');
    expect((await readSettings(db, 'u2')).get('language')).toBe('ko');
  });

  it('rejects a record the schema refuses and writes nothing', async () => {
    const db = await openSettingsDb();
    await expect(saveSetting(db, '', settingDefinitions.language, 'en')).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await db.settings.count()).toBe(0);
  });
});

describe('privacy level', () => {
  it('is written to the profile once one exists, so /profile and /settings agree', async () => {
    const db = await openSettingsDb();
    const user = await userRepository(db, ctx).create({
      name: 'Anna',
      mbti_type: 'INFJ',
      premium_status: false,
      dark_mode: false,
      voice_enabled: false,
      metadata: '{}',
    });
    await saveSetting(db, user.id, settingDefinitions.privacyLevel, 'friends');
    expect((await db.users.get(user.id))?.privacy_level).toBe('friends');
    expect((await readSettings(db, user.id)).get('privacy.level')).toBe('friends');
  });

  it('stays a setting while there is no profile yet', async () => {
    const db = await openSettingsDb();
    await saveSetting(db, 'local', settingDefinitions.privacyLevel, 'public');
    expect(await db.users.count()).toBe(0);
    expect((await readSettings(db, 'local')).get('privacy.level')).toBe('public');
  });
});
