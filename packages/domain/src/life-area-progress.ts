// Life-area progress rules: update frequency and due reminders, milestones and the wheel-of-life data (SPEC 3, SPEC 5).
import { parseJsonList } from './json';
import { LIFE_AREA_NAMES, lifeAreaColor, type DisplayColor, type LifeAreaName } from './life-areas';
import { clampProgress } from './progress';
import { DAY_MS } from './time';

export const UPDATE_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];

/** A new record asks for an update once a week: often enough to notice change, rare enough to stay calm. */
export const DEFAULT_UPDATE_FREQUENCY: UpdateFrequency = 'weekly';

const FREQUENCY_DAYS: Record<UpdateFrequency, number> = {
  daily: 1,
  weekly: 7,
  biweekly: 14,
  monthly: 30,
};

export function isUpdateFrequency(value: unknown): value is UpdateFrequency {
  return UPDATE_FREQUENCIES.some((frequency) => frequency === value);
}

/** The stored label as a known frequency; anything else (old or synced-in values) counts as the default. */
export function updateFrequencyOf(value: string | null | undefined): UpdateFrequency {
  return isUpdateFrequency(value) ? value : DEFAULT_UPDATE_FREQUENCY;
}

/** When the next update is due: last_updated plus the frequency's days. */
export function nextUpdateDue(lastUpdated: number, frequency: string | null | undefined): number {
  return lastUpdated + FREQUENCY_DAYS[updateFrequencyOf(frequency)] * DAY_MS;
}

/** Due once `now` reached the next update moment. */
export function isUpdateDue(
  record: { last_updated: number; update_frequency: string },
  now: number,
): boolean {
  return now >= nextUpdateDue(record.last_updated, record.update_frequency);
}

export type AreaProgressRecord = {
  area_name: LifeAreaName;
  progress_level: number;
  last_updated: number;
  update_frequency: string;
};

/** The areas with a record whose update is due, most overdue first. Areas without a record are not nagged. */
export function dueAreas<R extends AreaProgressRecord>(records: readonly R[], now: number): R[] {
  return records
    .filter((record) => isUpdateDue(record, now))
    .sort(
      (a, b) =>
        nextUpdateDue(a.last_updated, a.update_frequency) -
        nextUpdateDue(b.last_updated, b.update_frequency),
    );
}

export type WheelPoint = {
  area: LifeAreaName;
  progress: number;
  color: DisplayColor;
  /** false for an area the user never rated: it sits at 0 in the chart but is not a score of 0. */
  rated: boolean;
};

/** One point per area in the fixed order of the spec; an area without a record sits at 0, unrated. */
export function wheelOfLife(records: readonly AreaProgressRecord[]): WheelPoint[] {
  return LIFE_AREA_NAMES.map((area) => {
    const record = records.find((r) => r.area_name === area);
    const progress = clampProgress(record?.progress_level ?? 0);
    return { area, progress, color: lifeAreaColor(progress), rated: record !== undefined };
  });
}

export type Milestone = { title: string; reached: boolean };

function isMilestone(value: unknown): value is Milestone {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.title === 'string' && typeof candidate.reached === 'boolean';
}

/** The stored milestones; bad JSON or malformed items are left out rather than breaking the screen. */
export function parseMilestones(text: string | null | undefined): Milestone[] {
  return parseJsonList(text).filter(isMilestone);
}

/** Adds a milestone (trimmed) once; an empty or already present title leaves the list as it is. */
export function addMilestone(list: readonly Milestone[], title: string): Milestone[] {
  const value = title.trim();
  if (value === '' || list.some((m) => m.title === value)) return [...list];
  return [...list, { title: value, reached: false }];
}

/** Flips `reached` of the milestone with this title. */
export function toggleMilestone(list: readonly Milestone[], title: string): Milestone[] {
  return list.map((m) => (m.title === title ? { ...m, reached: !m.reached } : m));
}

export function removeMilestone(list: readonly Milestone[], title: string): Milestone[] {
  return list.filter((m) => m.title !== title);
}
