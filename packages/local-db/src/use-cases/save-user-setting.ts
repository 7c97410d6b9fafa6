// Saving a setting from the settings screen: the privacy level also lives on the users record, so both change together.
import { PRIVACY_LEVEL_SETTING, type Setting, type SettingDefinition } from '@groeipad/domain';
import { createRepository, type RepositoryContext } from '../repository';
import { settingsRepository } from '../repositories/settings';
import type { GroeipadDb } from '../types';

/** Creates or updates the user's record for `definition`; resolves only once IndexedDB committed it. */
export function saveUserSetting(
  db: GroeipadDb,
  ctx: RepositoryContext,
  userId: string,
  definition: SettingDefinition,
  value: string,
): Promise<Setting> {
  return db.transaction('rw', db.settings, db.users, async () => {
    // Who may see the profile is a field of the profile itself (users.privacy_level, also edited on
    // /profile); the setting only holds it until a profile exists.
    if (definition.key === PRIVACY_LEVEL_SETTING.key && (await db.users.get(userId))) {
      await createRepository(db, 'users', ctx).update(userId, { privacy_level: value });
    }
    return settingsRepository(db, ctx).put(userId, definition, value);
  });
}
