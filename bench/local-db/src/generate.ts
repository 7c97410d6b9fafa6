// Deterministic workload data: journal entries and mood entries as plain field maps, shared by both stacks.
import { seededRandom } from './random';
import { BENCH_NOW, JOURNAL_COUNT, MOOD_COUNT, SPREAD_MS, USER_ID } from './workload';

export type JournalSeed = {
  user_id: string;
  title: string;
  content: string;
  mood_rating: number;
  /** JSON-encoded list of strings, as the spec stores tags. */
  tags: string;
  category: string;
  word_count: number;
  is_private: boolean;
  is_favorite: boolean;
  date: number;
};

export type MoodSeed = {
  user_id: string;
  mood_rating: number;
  context: string;
  timestamp: number;
};

const WORDS = (
  'vandaag gisteren morgen werk familie vrienden wandeling rust stress energie slaap sport ' +
  'gesprek doel plan dankbaar moe blij zorgen leren boek muziek koffie regen zon avond ochtend ' +
  'team project deadline pauze adem focus gevoel gedachte keuze groei stap klein groot nieuw ' +
  'oud samen alleen trots twijfel hoop kracht grens ruimte tijd moment week maand jaar ik jij ' +
  'we het de een en maar omdat toen nu dus echt best weer nog even'
).split(' ');
const TAGS = ['werk', 'familie', 'gezondheid', 'relaties', 'groei', 'slaap', 'sport', 'creatief'];
const CATEGORIES = ['reflectie', 'dankbaarheid', 'doelen', 'vrij'];
const CONTEXTS = ['thuis', 'werk', 'onderweg', 'sociaal', 'sport', 'alleen'];

function sentence(words: string[]): string {
  return words.join(' ');
}

/** 10,000 journal entries of about 150 words, dates spread over the 3 years before BENCH_NOW. */
export function generateJournalEntries(count = JOURNAL_COUNT, seed = 1): JournalSeed[] {
  const random = seededRandom(seed);
  const entries: JournalSeed[] = [];
  for (let i = 0; i < count; i += 1) {
    const wordCount = random.int(130, 170);
    const words = Array.from({ length: wordCount }, () => random.pick(WORDS));
    const tags = [...new Set(Array.from({ length: random.int(0, 3) }, () => random.pick(TAGS)))];
    entries.push({
      user_id: USER_ID,
      title: `Dag ${i + 1}: ${sentence(words.slice(0, 4))}`,
      content: sentence(words),
      mood_rating: random.int(1, 5),
      tags: JSON.stringify(tags),
      category: random.pick(CATEGORIES),
      word_count: wordCount,
      is_private: random.next() < 0.8,
      is_favorite: random.next() < 0.1,
      date: BENCH_NOW - Math.floor(random.next() * SPREAD_MS),
    });
  }
  return entries;
}

/** 100,000 mood entries, timestamps spread over the 3 years before BENCH_NOW. */
export function generateMoodEntries(count = MOOD_COUNT, seed = 2): MoodSeed[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    user_id: USER_ID,
    mood_rating: random.int(1, 5),
    context: random.pick(CONTEXTS),
    timestamp: BENCH_NOW - Math.floor(random.next() * SPREAD_MS),
  }));
}
