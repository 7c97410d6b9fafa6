// Test support for the journal exchange: a real database on fake-indexeddb with a user, entries and moods.
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { openTestDatabase } from '../database';
import { BACKUP_TABLES } from '../../features/settings/journal-exchange-files';

export const T0 = 1_700_000_000_000;
const DAY = 86_400_000;

/** The whole open result (database and storage info), as the app's DatabaseContext holds it. */
export function openExchangeDb() {
  // No user yet: the tests seed their own (seedUser), sometimes two.
  return openTestDatabase({ now: () => T0, user: false });
}

export async function seedUser(db: GroeipadDb, name = 'Anna'): Promise<string> {
  const users = createRepository(db, 'users', { now: () => T0, actor: 'system' });
  const user = await users.create({
    name,
    mbti_type: 'INFJ',
    premium_status: false,
    dark_mode: false,
    voice_enabled: false,
    language: 'nl',
    metadata: '{}',
  });
  return user.id;
}

/** Two enhanced entries, one plain entry and three moods of `userId`. */
export async function seedJournal(db: GroeipadDb, userId: string) {
  const ctx = { now: () => T0, actor: userId };
  const entryBase = {
    user_id: userId,
    mood_rating: 4,
    tags: '["rust","wandelen"]',
    category: 'personal',
    is_private: false,
    is_favorite: false,
    word_count: 6,
  };
  const enhanced = createRepository(db, 'enhanced_journal_entries', ctx);
  const first = await enhanced.create({
    ...entryBase,
    title: 'Een rustige zondag',
    content: 'Lang gewandeld langs de rivier vandaag.',
    date: T0,
    gratitude_content: 'Dankbaar voor de zon.',
    levensgebied: 'psychischeGezondheid',
    is_public: false,
    share_with_ai: false,
  });
  await enhanced.create({
    ...entryBase,
    title: 'Drukke maandag',
    content: 'Veel vergaderd, weinig gedaan.',
    date: T0 + DAY,
    is_public: false,
    share_with_ai: false,
  });
  const plain = await createRepository(db, 'journal_entries', ctx).create({
    ...entryBase,
    title: 'Oud dagboekitem',
    content: 'Geschreven voor de nieuwe editor er was.',
    date: T0 - DAY,
  });
  const moods = createRepository(db, 'mood_tracking', ctx);
  for (const [hours, rating] of [
    [0, 3],
    [5, 4],
    [30, 2],
  ] as const) {
    await moods.create({ user_id: userId, mood_rating: rating, timestamp: T0 + hours * 3_600_000 });
  }
  return { first, plain };
}

/** Record count per backup table, to show an import added nothing (or exactly what it should). */
export async function recordCounts(db: GroeipadDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of BACKUP_TABLES) counts[table] = await db[table].count();
  return counts;
}
