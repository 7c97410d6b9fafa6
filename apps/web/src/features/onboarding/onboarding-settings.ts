// The settings the onboarding flow reads and writes: the wellness-encryption choice and the coaching choices.
import { ENCRYPT_WELLNESS_SETTING, type SettingDefinition } from '@groeipad/domain';
import { settingsRepository, settingValue, type GroeipadDb } from '@groeipad/local-db';

type WriteInput = {
  userId: string;
  now: () => number;
  definition: SettingDefinition;
  value: string;
};

/** One record per user and key: updates the existing one. Joins the caller's transaction if there is one. */
export async function writeSetting(
  db: GroeipadDb,
  { userId, now, definition, value }: WriteInput,
): Promise<void> {
  await settingsRepository(db, { now, actor: userId }).put(userId, definition, value);
}

export async function readEncryptWellness(db: GroeipadDb, userId: string): Promise<boolean> {
  return (await settingValue(db, userId, ENCRYPT_WELLNESS_SETTING.key)) === 'true';
}
