// One day's basics ticks as a settings record (key basics:<day>, category back_to_basics): small, per user and
// day, synced like other settings, and it never shows up among the day's goals (docs/decisions/019).
import {
  basicsSettingKey,
  BASICS_SETTING_CATEGORY,
  parseBasicsTicks,
  toggleBasic,
  type Basic,
  type SettingDefinition,
} from '@groeipad/domain';
import { settingsRepository, settingValue, type GroeipadDb } from '@groeipad/local-db';

function dayDefinition(dayKey: string): SettingDefinition {
  return { key: basicsSettingKey(dayKey), category: BASICS_SETTING_CATEGORY, dataType: 'json' };
}

export async function readBasicsTicks(
  db: GroeipadDb,
  userId: string,
  dayKey: string,
): Promise<Basic[]> {
  return parseBasicsTicks(await settingValue(db, userId, basicsSettingKey(dayKey)));
}

/** Flips one basic of the day in a single transaction, so two quick taps never lose a tick. */
export function toggleBasicsTick(
  db: GroeipadDb,
  userId: string,
  dayKey: string,
  basic: Basic,
  now: () => number = Date.now,
): Promise<Basic[]> {
  return settingsRepository(db, { now, actor: userId }).change(
    userId,
    dayDefinition(dayKey),
    (current) => {
      const ticks = toggleBasic(parseBasicsTicks(current), basic);
      return { value: JSON.stringify(ticks), result: ticks };
    },
  );
}
