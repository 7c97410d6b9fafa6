// The seeded workload: raw IndexedDB records (with sync bookkeeping) for one onboarded user, relative to `now`.
import { WORKLOAD } from './config.mjs';
import { profileRecords } from './profile.mjs';
import { seededRandom, seededUuid } from './random.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const WORDS = (
  'werk familie vrienden wandeling rust stress energie slaap sport gesprek doel plan dankbaar moe ' +
  'blij zorgen leren boek muziek koffie regen zon avond ochtend team project deadline pauze adem ' +
  'focus gevoel gedachte keuze groei stap klein groot nieuw oud samen alleen trots twijfel hoop ' +
  'kracht grens ruimte tijd moment week maand jaar fiets tuin koken bellen lachen huilen zee bos ' +
  'ik jij we het de een en maar omdat toen nu dus echt best weer nog even vandaag gisteren morgen'
).split(' ');
/** In about 0.2% of the entries: the "rare word" query. */
const RARE_WORD = 'vuurtoren';
const TAGS = ['werk', 'familie', 'gezondheid', 'relaties', 'groei', 'slaap', 'sport', 'creatief'];
const JOURNAL_CATEGORIES = ['personal', 'work', 'health', 'growth', 'relationships', 'hobbies'];
const TASK_CATEGORIES = ['personal', 'work', 'health', 'growth', 'relationships', 'finance'];
const LEVENSGEBIEDEN = ['psychischeGezondheid', 'lichamelijkeGezondheid', 'werkSamenleving'];
const PRIORITIES = ['high', 'medium', 'low'];
const CONTEXTS = ['thuis', 'werk', 'onderweg', 'sociaal', 'sport', 'alleen'];
const EMOJIS = ['😢', '😔', '😐', '🙂', '😁'];

/** Local midnight, as the app's startOfDay gives it (Node and Chromium share the machine's zone). */
function startOfDay(ms) {
  return new Date(ms).setHours(0, 0, 0, 0);
}

function base(random, userId, createdAt) {
  return {
    id: seededUuid(random),
    created_at: createdAt,
    updated_at: createdAt,
    created_by: userId,
    user_id: userId,
  };
}

const synced = { _status: 'synced', _changed: [] };

function journalEntry(random, userId, now, spreadMs) {
  const date = now - Math.floor(random.next() * spreadMs);
  const words = Array.from({ length: random.int(110, 190) }, () => random.pick(WORDS));
  if (random.chance(0.002)) words.splice(random.int(0, words.length), 0, RARE_WORD);
  const content = words.join(' ');
  const tags = [...new Set(Array.from({ length: random.int(0, 3) }, () => random.pick(TAGS)))];
  const mood = random.int(1, 5);
  const createdAt = Math.min(now, date + random.int(0, 30 * 60 * 1000));
  return {
    ...base(random, userId, createdAt),
    title: words.slice(0, random.int(2, 5)).join(' '),
    content,
    mood_rating: mood,
    mood_emoji: EMOJIS[mood - 1],
    tags: JSON.stringify(tags),
    category: random.pick(JOURNAL_CATEGORIES),
    ...(random.chance(0.3) ? { levensgebied: random.pick(LEVENSGEBIEDEN) } : {}),
    ...(random.chance(0.2) ? { gratitude_content: 'dankbaar voor een rustige avond' } : {}),
    mbti_type: 'INFJ',
    is_private: random.chance(0.8),
    is_favorite: random.chance(0.1),
    is_public: false,
    share_with_ai: false,
    word_count: words.length,
    reading_time_minutes: Math.max(1, Math.ceil(words.length / 200)),
    date,
    ...synced,
  };
}

function mood(random, userId, now, spreadMs) {
  const timestamp = now - Math.floor(random.next() * spreadMs);
  const rating = random.int(1, 5);
  return {
    ...base(random, userId, timestamp),
    mood_rating: rating,
    mood_emoji: EMOJIS[rating - 1],
    ...(random.chance(0.5) ? { context: random.pick(CONTEXTS) } : {}),
    timestamp,
    ...synced,
  };
}

/** Goals on the days before today (a few per day, most done) and three for today. */
function dailyGoal(random, userId, now, index, count) {
  const today = index >= count - 3;
  const target = startOfDay(now - (today ? 0 : random.int(1, 180)) * DAY_MS);
  const done = !today && random.chance(0.7);
  const createdAt = Math.min(now, target + random.int(6, 10) * 60 * 60 * 1000);
  return {
    ...base(random, userId, createdAt),
    goal_text: `${random.pick(WORDS)} ${random.pick(WORDS)} ${random.pick(WORDS)}`,
    goal_emoji: '🎯',
    goal_category: random.pick(TASK_CATEGORIES),
    is_completed: done,
    ...(done ? { completed_at: Math.min(now, createdAt + 3 * 60 * 60 * 1000) } : {}),
    target_date: target,
    priority: random.pick(PRIORITIES),
    ...synced,
  };
}

/** Tasks due from 60 days ago to 30 days ahead, some without a due date; the past ones mostly done. */
function task(random, userId, now) {
  const due = random.chance(0.85) ? now + random.int(-60, 30) * DAY_MS : undefined;
  const createdAt = Math.min(now, (due ?? now) - random.int(1, 20) * DAY_MS);
  const completed = due !== undefined && due < now && random.chance(0.8);
  return {
    ...base(random, userId, createdAt),
    title: `${random.pick(WORDS)} ${random.pick(WORDS)}`,
    description: description(random),
    completed,
    priority: random.pick(PRIORITIES),
    ...(due === undefined ? {} : { due_date: due }),
    category: random.pick(TASK_CATEGORIES),
    tags: JSON.stringify(random.chance(0.5) ? [random.pick(TAGS)] : []),
    ...synced,
  };
}

function description(random) {
  return Array.from({ length: 12 }, () => random.pick(WORDS)).join(' ');
}

/**
 * Every record to seed, by table. The same `seed` and `now` give the same records; the offsets from
 * `now` are the same on every run, so the workload is the same relative to the day it runs.
 */
export function generateWorkload(now, workload = WORKLOAD) {
  const { userId } = workload;
  const spreadMs = workload.spreadDays * DAY_MS;
  const random = seededRandom(workload.seed);
  const times = (count, make) => Array.from({ length: count }, (_, i) => make(i));
  return {
    ...profileRecords(userId, now - spreadMs - DAY_MS),
    enhanced_journal_entries: times(workload.journalEntries, () =>
      journalEntry(random, userId, now, spreadMs),
    ),
    mood_tracking: times(workload.moods, () => mood(random, userId, now, spreadMs)),
    daily_goals: times(workload.dailyGoals, (i) =>
      dailyGoal(random, userId, now, i, workload.dailyGoals),
    ),
    tasks: times(workload.tasks, () => task(random, userId, now)),
  };
}

export const SEARCH_WORDS = { rare: RARE_WORD, vocabulary: WORDS, tags: TAGS };
