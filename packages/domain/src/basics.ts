// Back to basics: the five daily basics and the per-day tick record kept as a settings value (docs/decisions/019).
import { parseJsonList } from './json';

export const BASICS = ['sleep', 'movement', 'food', 'daylight', 'connection'] as const;
export type Basic = (typeof BASICS)[number];

export function isBasic(value: unknown): value is Basic {
  return BASICS.some((basic) => basic === value);
}

/** The settings category of the tick records, so they never mix with real settings. */
export const BASICS_SETTING_CATEGORY = 'back_to_basics';

/** The settings key of one day's ticks, by day key (YYYY-MM-DD). */
export function basicsSettingKey(dayKey: string): string {
  return `basics:${dayKey}`;
}

/** The ticked basics of a stored value, in the fixed order; unknown or repeated items are dropped. */
export function parseBasicsTicks(text: string | null | undefined): Basic[] {
  const ticked = new Set(parseJsonList(text).filter(isBasic));
  return BASICS.filter((basic) => ticked.has(basic));
}

/** Ticks or unticks one basic; the result keeps the fixed order. */
export function toggleBasic(ticked: readonly Basic[], basic: Basic): Basic[] {
  const set = new Set(ticked);
  if (set.has(basic)) set.delete(basic);
  else set.add(basic);
  return BASICS.filter((item) => set.has(item));
}
