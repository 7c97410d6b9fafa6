// Settings writes: one record per user and key, created on the first write and updated after, race-free.
import type { Setting, SettingDefinition } from '@groeipad/domain';
import { createRepository } from '../repository';
import type { RepositoryContext } from '../repository';
import { settingRecord, type SettingRecord } from '../queries/settings';
import type { GroeipadDb } from '../types';

export type SettingsRepository = {
  /** Stores `value` as the user's `definition.key`. Joins the caller's transaction if there is one. */
  put(userId: string, definition: SettingDefinition, value: string): Promise<Setting>;
  /**
   * Reads the stored text (undefined when there is none) and stores what `next` makes of it, in one
   * transaction, so two quick changes never overwrite each other. Returns what `next` returned.
   */
  change<R>(
    userId: string,
    definition: SettingDefinition,
    next: (current: string | undefined) => { value: string; result: R },
  ): Promise<R>;
};

export function settingsRepository(db: GroeipadDb, ctx: RepositoryContext): SettingsRepository {
  const repository = createRepository(db, 'settings', ctx);

  function write(
    userId: string,
    definition: SettingDefinition,
    existing: SettingRecord | undefined,
    value: string,
  ): Promise<Setting> {
    if (existing) return repository.update(existing.id, { value });
    return repository.create({
      user_id: userId,
      key: definition.key,
      value,
      category: definition.category,
      data_type: definition.dataType,
    });
  }

  return {
    put: (userId, definition, value) =>
      db.transaction('rw', db.settings, async () =>
        write(userId, definition, await settingRecord(db, userId, definition.key), value),
      ),
    change: (userId, definition, next) =>
      db.transaction('rw', db.settings, async () => {
        const existing = await settingRecord(db, userId, definition.key);
        const { value, result } = next(existing?.value);
        await write(userId, definition, existing, value);
        return result;
      }),
  };
}
