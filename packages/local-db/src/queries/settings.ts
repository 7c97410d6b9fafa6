// Reads of the settings table: one record per user and key, through the [user_id+key] index.
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

/** The user's settings as key -> stored text. */
export async function settingValues(db: GroeipadDb, userId: string): Promise<Map<string, string>> {
  const records = await db.settings.where('user_id').equals(userId).toArray();
  return new Map(records.map((record) => [record.key, record.value]));
}
