// One day's basics ticks as a settings record (key basics:<day>, category back_to_basics): small, per user and
// day, synced like other settings, and it never shows up among the day's goals (docs/decisions/019).
import {
  basicsSettingKey,
  BASICS_SETTING_CATEGORY,
  parseBasicsTicks,
  toggleBasic,
  type Basic,
} from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';

function findDay(db: GroeipadDb, userId: string, dayKey: string) {
  return db.settings
    .where('[user_id+key]')
    .equals([userId, basicsSettingKey(dayKey)])
    .first();
}

export async function readBasicsTicks(
  db: GroeipadDb,
  userId: string,
  dayKey: string,
): Promise<Basic[]> {
  return parseBasicsTicks((await findDay(db, userId, dayKey))?.value);
}

/** Flips one basic of the day in a single transaction, so two quick taps never lose a tick. */
export async function toggleBasicsTick(
  db: GroeipadDb,
  userId: string,
  dayKey: string,
  basic: Basic,
  now: () => number = Date.now,
): Promise<Basic[]> {
  const repository = createRepository(db, 'settings', { now, actor: userId });
  return db.transaction('rw', db.settings, async () => {
    const existing = await findDay(db, userId, dayKey);
    const ticks = toggleBasic(parseBasicsTicks(existing?.value), basic);
    const value = JSON.stringify(ticks);
    if (existing) await repository.update(existing.id, { value });
    else {
      await repository.create({
        user_id: userId,
        key: basicsSettingKey(dayKey),
        value,
        category: BASICS_SETTING_CATEGORY,
        data_type: 'json',
      });
    }
    return ticks;
  });
}
