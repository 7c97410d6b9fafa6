// Test support: a real Groeipad database on an isolated in-memory IndexedDB with a user, seeded entries, and the
// journal's routes rendered as the app has them (two sibling routes share the editor screen).
import type { MbtiType } from '@groeipad/domain';
import {
  enhancedJournalRepository,
  type CreateInput,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { Notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { EntryEditorScreen } from '../../features/journaling/entry-editor-screen';
import { JournalingScreen } from '../../features/journaling/journaling-screen';

vi.setConfig({ testTimeout: 20_000 });

export const USER_ID = 'user-1';
/** 14 November 2023, 22:13 UTC. */
export const T0 = 1_700_000_000_000;
export const DAY = 86_400_000;

export function openJournalDb(mbtiType: MbtiType = 'INFJ'): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({ userId: USER_ID, now: () => T0, user: { mbtiType } });
}

type Seed = Partial<CreateInput<'enhanced_journal_entries'>>;

function entryInput(input: Seed): CreateInput<'enhanced_journal_entries'> {
  return {
    user_id: USER_ID,
    title: 'Een rustige dag',
    content: 'Vandaag heb ik gewandeld.',
    mood_rating: 3,
    tags: '[]',
    category: 'personal',
    is_private: true,
    is_favorite: false,
    word_count: 4,
    reading_time_minutes: 1,
    date: T0,
    is_public: false,
    share_with_ai: false,
    ...input,
  };
}

function repositoryOf(database: OpenGroeipadDbResult) {
  return enhancedJournalRepository(database.db, { now: () => T0, actor: USER_ID });
}

/** Stores an entry as the editor would have written it at `T0` (about `input.date`, T0 by default). */
export function seedEntry(database: OpenGroeipadDbResult, input: Seed = {}) {
  return repositoryOf(database).create(entryInput(input));
}

export function seedEntries(database: OpenGroeipadDbResult, inputs: Seed[]) {
  return repositoryOf(database).bulkCreate(inputs.map(entryInput));
}

export const journalRoutes: RouteObject[] = [
  {
    element: (
      <>
        <Notifications />
        <Outlet />
      </>
    ),
    children: [
      { path: '/journaling', Component: JournalingScreen },
      { path: '/journaling/new', Component: EntryEditorScreen },
      { path: '/journaling/entry/:id', Component: EntryEditorScreen },
      { path: '*', element: null },
    ],
  },
];

export function renderJournal(path: string, database: OpenGroeipadDbResult) {
  return renderApp(journalRoutes, { path, database });
}

/** Makes the next add to the entries table wait until `release()`, so a test can look at the screen mid-write. */
export function holdNextAdd(database: OpenGroeipadDbResult) {
  const table = database.db.enhanced_journal_entries;
  const original = table.add.bind(table);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = async (...args: Parameters<typeof table.add>) => {
    await gate;
    return original(...args);
  };
  // Dexie's add returns its own promise type; a plain one serves the repository the same.
  const add = vi.spyOn(table, 'add').mockImplementationOnce(held as unknown as typeof table.add);
  return { add, release: () => release() };
}
