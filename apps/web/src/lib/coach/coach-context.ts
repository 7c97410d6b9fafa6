// What the coach may know about the user, gathered on the device from their own records (never sent
// anywhere unless the user approves the summary for a remote model).
import type { CoachingTone, CoachUserContext, MoodTrend } from '@groeipad/coach';
import {
  averageMood,
  COACHING_SETTINGS,
  MOOD_AVERAGE_DAYS,
  recentMoodAverage,
  type Language,
  type MbtiType,
  type MoodPoint,
} from '@groeipad/domain';
import {
  goalsBetween,
  levensgebiedQuestionnaires,
  moodPointsBetween,
  onboardingState,
  settingValues,
  userEntries,
  type GroeipadDb,
} from '@groeipad/local-db';

const DAY = 24 * 60 * 60 * 1000;

const JOURNAL_SAMPLE = 15;
const MAX_THEMES = 4;
const TONES: readonly CoachingTone[] = ['warm', 'direct', 'playful', 'calm'];

export type CoachContextInput = {
  db: GroeipadDb;
  userId: string;
  mbtiType: MbtiType | null;
  displayName: string | null;
  language: Language;
  /** The browser's locale (e.g. nl-BE) and time zone: they pick the country of crisis resources. */
  locale: string | null;
  timeZone?: string | null;
  now: number;
};

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Time zones of the countries the crisis resources cover: where the device is, whatever its language. */
const ZONE_COUNTRY: Record<string, string> = {
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Berlin': 'DE',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Europe/Paris': 'FR',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Pacific/Auckland': 'NZ',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Montreal': 'CA',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Phoenix': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
};

/**
 * The country crisis resources are for: the device's time zone says where the person is (a Dutch
 * speaker with an en-US browser in Amsterdam needs 113, not 988); else the locale's region.
 */
export function countryOf(locale: string | null, timeZone: string | null = null): string | null {
  if (timeZone) {
    const zoned = ZONE_COUNTRY[timeZone] ?? (timeZone.startsWith('Australia/') ? 'AU' : undefined);
    if (zoned) return zoned;
  }
  const region = locale ? /^[a-z]{2,3}[-_]([A-Z]{2})\b/i.exec(locale)?.[1] : undefined;
  return region ? region.toUpperCase() : null;
}

/** Where the device says it is: its locale and time zone (for the country of crisis resources). */
export function deviceLocation(): { locale: string | null; timeZone: string | null } {
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    timeZone = null;
  }
  return { locale: globalThis.navigator?.language ?? null, timeZone };
}

/** The country this device is in, for crisis resources (time zone first, then the locale's region). */
export function deviceCountry(): string | null {
  const where = deviceLocation();
  return countryOf(where.locale, where.timeZone);
}

function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * The average mood every screen shows (decision 039: check-ins and journal moods of the last 30 days, each day
 * once), and the last 7 days against the 7 before: a change of half a point on the 1-5 scale is a trend.
 */
export function moodTrendOf(points: readonly MoodPoint[], now: number): MoodTrend | null {
  const month = recentMoodAverage(points, now);
  if (month.average === null) return null;
  const recent = averageMood(points, now - 7 * DAY, now + 1).average;
  const earlier = averageMood(points, now - 14 * DAY, now - 7 * DAY).average;
  let direction: MoodTrend['direction'] = 'steady';
  if (recent !== null && earlier !== null) {
    const change = recent - earlier;
    if (change >= 0.5) direction = 'up';
    if (change <= -0.5) direction = 'down';
  }
  return { direction, average: Math.round(month.average * 10) / 10, count: month.moods };
}

/** The most frequent tags of recent entries (the user's own words for what they write about). */
export function themesOf(
  entries: { primary_tag?: string; secondary_tags?: string; tags?: string }[],
): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const tags = [
      entry.primary_tag,
      ...stringList(parseJson(entry.secondary_tags)),
      ...stringList(parseJson(entry.tags)),
    ];
    for (const tag of new Set(
      tags.map((t) => t?.trim().toLowerCase()).filter((t): t is string => !!t),
    ))
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_THEMES)
    .map(([tag]) => tag);
}

export async function loadCoachContext(input: CoachContextInput): Promise<CoachUserContext> {
  const { db, userId, now } = input;
  const today = startOfDay(now);
  const [onboarding, settings, moods, goals, questionnaires, journal] = await Promise.all([
    onboardingState(db, userId),
    settingValues(db, userId),
    // Half-open range: + 1 keeps a check-in made at `now`; one day more covers the first day's start.
    moodPointsBetween(db, userId, now - (MOOD_AVERAGE_DAYS + 1) * DAY, now + 1),
    goalsBetween(db, userId, today, today + DAY),
    levensgebiedQuestionnaires(db, userId),
    userEntries(db, userId),
  ]);
  const visible = <T extends { _status?: string }>(rows: T[]) =>
    rows.filter((row) => row._status !== 'deleted');

  // The settings screen changes tone and goals after onboarding, so its values come first; the
  // onboarding record still answers for profiles from before those settings existed.
  const context = parseJson(onboarding?.context_data) as { coachTone?: unknown } | undefined;
  const toneOf = (value: unknown) => TONES.find((option) => option === value);
  const tone =
    toneOf(settings.get(COACHING_SETTINGS.tone.key)) ?? toneOf(context?.coachTone) ?? null;
  const storedGoals = settings.get(COACHING_SETTINGS.goals.key);
  const coachingGoals = stringList(parseJson(storedGoals ?? onboarding?.interests));

  // The latest score per levensgebied; the weakest of those (0-10 stored, 0-100 for the coach).
  const latest = new Map<string, { score: number; at: number }>();
  for (const row of visible(questionnaires)) {
    if (row.total_score === undefined) continue;
    const known = latest.get(row.levensgebied);
    if (!known || row.completed_at > known.at)
      latest.set(row.levensgebied, { score: row.total_score, at: row.completed_at });
  }
  const weakest = [...latest.entries()].sort((a, b) => a[1].score - b[1].score)[0];

  const recentEntries = visible(journal)
    .sort((a, b) => b.date - a.date)
    .slice(0, JOURNAL_SAMPLE);

  return {
    language: input.language,
    country: countryOf(input.locale, input.timeZone ?? null),
    mbtiType: input.mbtiType,
    displayName: input.displayName,
    tone,
    coachingGoals,
    moodTrend: moodTrendOf(moods, now),
    openDailyGoals: visible(goals)
      .filter((goal) => !goal.is_completed)
      .map((goal) => goal.goal_text),
    weakestLifeArea: weakest ? { id: weakest[0], score: Math.round(weakest[1].score * 10) } : null,
    journalThemes: themesOf(recentEntries),
    localHour: new Date(now).getHours(),
  };
}

export type CoachUserRef = { id: string; name: string | null; mbtiType: MbtiType | null };

/** The user's context as the coach sees it now, on this device, in `language`. */
export function loadContextFor(
  db: GroeipadDb,
  user: CoachUserRef,
  language: Language,
): Promise<CoachUserContext> {
  return loadCoachContext({
    db,
    userId: user.id,
    mbtiType: user.mbtiType,
    displayName: user.name,
    language,
    ...deviceLocation(),
    now: Date.now(),
  });
}
