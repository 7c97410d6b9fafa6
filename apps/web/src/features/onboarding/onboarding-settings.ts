// Settings the flow reads and writes directly (features do not import each other, so not via settings-store).
import type { Setting } from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';

export type OnboardingSetting = { key: string; category: string; dataType: Setting['data_type'] };

/** Shared with the privacy section of the settings screen: 'true' encrypts wellness answers at rest. */
export const ENCRYPT_WELLNESS: OnboardingSetting = {
  key: 'privacy.encrypt_wellness',
  category: 'privacy',
  dataType: 'boolean',
};

export const COACHING_SETTINGS = {
  frequency: { key: 'coaching.frequency', category: 'coaching', dataType: 'string' },
  goals: { key: 'coaching.goals', category: 'coaching', dataType: 'json' },
  tone: { key: 'coaching.tone', category: 'coaching', dataType: 'string' },
  reminderTime: { key: 'coaching.reminder_time', category: 'coaching', dataType: 'string' },
} as const satisfies Record<string, OnboardingSetting>;

type WriteInput = {
  userId: string;
  now: () => number;
  definition: OnboardingSetting;
  value: string;
};

/** One record per user and key: updates the existing one. Joins the caller's transaction if there is one. */
export async function writeSetting(
  db: GroeipadDb,
  { userId, now, definition, value }: WriteInput,
): Promise<void> {
  const repository = createRepository(db, 'settings', { now, actor: userId });
  await db.transaction('rw', db.settings, async () => {
    const existing = await db.settings
      .where('[user_id+key]')
      .equals([userId, definition.key])
      .first();
    if (existing) await repository.update(existing.id, { value });
    else
      await repository.create({
        user_id: userId,
        key: definition.key,
        value,
        category: definition.category,
        data_type: definition.dataType,
      });
  });
}

export async function readEncryptWellness(db: GroeipadDb, userId: string): Promise<boolean> {
  const record = await db.settings
    .where('[user_id+key]')
    .equals([userId, ENCRYPT_WELLNESS.key])
    .first();
  return record?.value === 'true';
}
