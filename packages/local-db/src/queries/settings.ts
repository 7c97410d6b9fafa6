// Reads of the settings table: one record per user and key, through the [user_id+key] index.
import { LEGACY_SETTING_KEYS } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord } from '../types';

export type SettingRecord = StoredRecord<'settings'>;

/** The user's record for `key`, or undefined. */
export function settingRecord(
  db: GroeipadDb,
  userId: string,
  key: string,
): Promise<SettingRecord | undefined> {
  return db.settings.where('[user_id+key]').equals([userId, key]).first();
}

/** The stored text of the user's `key`, or undefined. */
export async function settingValue(
  db: GroeipadDb,
  userId: string,
  key: string,
): Promise<string | undefined> {
  return (await settingRecord(db, userId, key))?.value;
}

/** The key a record counts for: its own, or the current key it was renamed to (LEGACY_SETTING_KEYS). */
function currentKey(key: string): string {
  for (const [current, legacy] of Object.entries(LEGACY_SETTING_KEYS)) {
    if (legacy.includes(key)) return current;
  }
  return key;
}

/** The user's settings as key -> stored text; an old key's value shows under the current key when newer. */
export async function settingValues(db: GroeipadDb, userId: string): Promise<Map<string, string>> {
  const records = await db.settings.where('user_id').equals(userId).toArray();
  const newest = new Map<string, SettingRecord>();
  for (const record of records) {
    const key = currentKey(record.key);
    const seen = newest.get(key);
    if (!seen || record.updated_at > seen.updated_at) newest.set(key, record);
  }
  return new Map([...newest].map(([key, record]) => [key, record.value]));
}
