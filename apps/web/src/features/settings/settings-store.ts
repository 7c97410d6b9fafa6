// Reads and writes the user's settings records through the validated repository (one record per user and key).
import { createRepository, firstLocalUser, type GroeipadDb } from '@groeipad/local-db';
import type { Setting } from '@groeipad/domain';
import { settingDefinitions, type SettingDefinition } from './setting-definitions';

/** Owner of settings written before any account or users record exists. */
export const FALLBACK_USER_ID = 'local';

/**
 * The local user the settings belong to: the first users record, else the user of the completed
 * onboarding (the onboarding flow writes that one first), else 'local'.
 */
export async function currentUserId(db: GroeipadDb): Promise<string> {
  const user = await firstLocalUser(db);
  if (user) return user.id;
  const onboarding = await db.onboarding_states.orderBy('onboarded_at').first();
  const anyOnboarding = onboarding ?? (await db.onboarding_states.toCollection().first());
  return anyOnboarding?.user_id || FALLBACK_USER_ID;
}

export function encodeSetting(definition: SettingDefinition, value: string | boolean): string {
  return definition.dataType === 'string' ? String(value) : JSON.stringify(value);
}

/** Creates or updates the user's record for `definition`; resolves only once IndexedDB committed it. */
export async function saveSetting(
  db: GroeipadDb,
  userId: string,
  definition: SettingDefinition,
  value: string | boolean,
  now: () => number = Date.now,
): Promise<Setting> {
  const repository = createRepository(db, 'settings', { now, actor: userId });
  const text = encodeSetting(definition, value);
  return db.transaction('rw', db.settings, db.users, async () => {
    // Who may see the profile is a field of the profile itself (users.privacy_level, also edited on
    // /profile); the setting only holds it until a profile exists.
    if (definition.key === settingDefinitions.privacyLevel.key && (await db.users.get(userId))) {
      await createRepository(db, 'users', { now, actor: userId }).update(userId, {
        privacy_level: text,
      });
    }
    const existing = await db.settings
      .where('[user_id+key]')
      .equals([userId, definition.key])
      .first();
    if (existing) return repository.update(existing.id, { value: text });
    return repository.create({
      user_id: userId,
      key: definition.key,
      value: text,
      category: definition.category,
      data_type: definition.dataType,
    });
  });
}

/** The user's settings as key -> stored text. */
export async function readSettings(db: GroeipadDb, userId: string): Promise<Map<string, string>> {
  const records = await db.settings.where('user_id').equals(userId).toArray();
  return new Map(records.map((record) => [record.key, record.value]));
}
