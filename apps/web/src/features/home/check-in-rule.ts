// Which mood record a tap on the home check-in writes: a correction of the last home check-in, or a new one.
import { parseJsonObject } from '@groeipad/domain';

/** Marks check-ins made on the home screen, so only those (never a detailed mood entry) get corrected. */
export const HOME_CHECK_IN_METADATA = JSON.stringify({ source: 'home' });

/**
 * A second tap within 10 minutes of the last home check-in is read as "I tapped the wrong face":
 * it corrects that record instead of adding one. Later taps are a new moment of the day and add a
 * record, so the day's mood curve keeps every real check-in.
 */
export const CORRECTION_WINDOW_MS = 10 * 60_000;

type CheckIn = { id: string; timestamp: number; updated_at: number; metadata?: string | undefined };

export function isHomeCheckIn(record: Pick<CheckIn, 'metadata'>): boolean {
  return parseJsonObject<{ source: unknown }>(record.metadata).source === 'home';
}

/** The latest check-in of a list (by its timestamp, then by last write). */
export function latestCheckIn<T extends CheckIn>(records: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const record of records) {
    if (
      !latest ||
      record.timestamp > latest.timestamp ||
      (record.timestamp === latest.timestamp && record.updated_at > latest.updated_at)
    ) {
      latest = record;
    }
  }
  return latest;
}

/**
 * The id of the check-in a new tap should correct: today's latest, when it came from the home screen
 * and was last written less than 10 minutes ago (so a run of corrections keeps editing one record).
 */
export function checkInToCorrect(
  latestToday: CheckIn | undefined,
  now: number,
): string | undefined {
  if (!latestToday || !isHomeCheckIn(latestToday)) return undefined;
  const age = now - latestToday.updated_at;
  return age >= 0 && age < CORRECTION_WINDOW_MS ? latestToday.id : undefined;
}
