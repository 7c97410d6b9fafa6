// The settings screen's writes: a value encoded by its data type, stored through local-db's saveUserSetting.
import type { Setting, SettingDefinition } from '@groeipad/domain';
import { saveUserSetting, type GroeipadDb } from '@groeipad/local-db';

export function encodeSetting(definition: SettingDefinition, value: string | boolean): string {
  return definition.dataType === 'string' ? String(value) : JSON.stringify(value);
}

/** Creates or updates the user's record for `definition`; resolves only once IndexedDB committed it. */
export function saveSetting(
  db: GroeipadDb,
  userId: string,
  definition: SettingDefinition,
  value: string | boolean,
  now: () => number = Date.now,
): Promise<Setting> {
  const text = encodeSetting(definition, value);
  return saveUserSetting(db, { now, actor: userId }, userId, definition, text);
}
