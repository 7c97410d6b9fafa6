// Test support: a real Groeipad database on an isolated in-memory IndexedDB with one local user, sessions seeded
// through the repositories, and the screen rendered at its route (plus a stand-in journal entry route).
import { imaginationScript, inspirationFromSession, reflectOnStep } from '@groeipad/coach';
import type { LevensgebiedId, MbtiType } from '@groeipad/domain';
import {
  imaginationRepository,
  inspirationRepository,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { useParams, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { failingWrites, type WriteSwitch } from '../failing-writes';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { ImaginationScreen } from '../../features/imagination/imagination-screen';

vi.setConfig({ testTimeout: 30_000 });

export type { WriteSwitch };

export const USER_ID = 'user-1';
export const PATH = '/active-imagination';

export function openImaginationDb(
  options: { mbtiType?: MbtiType; user?: boolean; control?: WriteSwitch } = {},
): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({
    userId: USER_ID,
    user: options.user === false ? false : { mbtiType: options.mbtiType ?? 'INFJ' },
    announceStorage: false,
    middleware: options.control ? [failingWrites('imagination_sessions', options.control)] : [],
  });
}

function JournalEntryStandIn() {
  return <p data-testid="journal-entry-route">{useParams().id}</p>;
}

const routes: RouteObject[] = [
  {
    path: PATH,
    // env="test" turns Mantine's transitions off, so the confirmation dialog is there at once.
    element: (
      <MantineProvider env="test">
        <ImaginationScreen />
      </MantineProvider>
    ),
  },
  { path: '/journaling/entry/:id', Component: JournalEntryStandIn },
  { path: '*', element: null },
];

export function renderImagination(database: OpenGroeipadDbResult, path = PATH, lng = 'nl') {
  return renderApp(routes, { database, path, lng });
}

function repositories(database: OpenGroeipadDbResult) {
  const ctx = { now: () => Date.now(), actor: USER_ID };
  return {
    sessions: imaginationRepository(database.db, ctx),
    inspirations: inspirationRepository(database.db, ctx),
  };
}

/** The answers a person might give, one per step. */
export const ANSWERS = [
  'Wat onrustig, maar ik adem rustiger.',
  'Een markt vol fruit in de zon.',
  'Een oude koopman met een weegschaal.',
  'Wat is genoeg?',
  'Genoeg is wat je kunt dragen zonder zorgen.',
  'Elke zondag mijn uitgaven rustig bekijken.',
];

/**
 * A session as the screen would have left it: `answered` steps saved (prompt, answer, reflection) and the
 * session standing on step `at` (the next unanswered one by default).
 */
export async function seedSession(
  database: OpenGroeipadDbResult,
  options: { levensgebied?: LevensgebiedId; answered?: number; at?: number } = {},
) {
  const { sessions } = repositories(database);
  const levensgebied = options.levensgebied ?? 'financieen';
  const answered = options.answered ?? 0;
  const script = imaginationScript({ language: 'nl', levensgebied });
  const session = await sessions.start({
    user_id: USER_ID,
    levensgebied,
    session_title: script.title,
    session_description: script.description,
    step_count: script.steps.length,
    version: script.version,
    language: 'nl',
  });
  for (let step = 0; step < answered; step += 1) {
    const response = ANSWERS[step] ?? '';
    await sessions.saveStep(session.id, {
      step,
      ai_query: script.steps[step]?.prompt ?? '',
      response,
      ai_response: reflectOnStep({
        language: 'nl',
        levensgebied,
        step,
        response,
        mbtiType: 'INFJ',
      }),
    });
    if (step < (options.at ?? answered)) await sessions.advance(session.id);
  }
  return (await sessions.get(session.id)) ?? session;
}

/** A finished session with its inspiration, optionally moved on to another status. */
export async function seedInspiration(
  database: OpenGroeipadDbResult,
  options: { title: string; status?: 'new' | 'saved' | 'transferred' | 'archived' },
) {
  const { sessions, inspirations } = repositories(database);
  const session = await seedSession(database, { answered: 6, at: 5 });
  await sessions.finish(session.id);
  const responses = Object.fromEntries(
    script().steps.map((step, index) => [step.id, ANSWERS[index] ?? '']),
  );
  const draft = inspirationFromSession({ language: 'nl', levensgebied: 'financieen', responses });
  const made = await inspirations.createFromSession(session.id, { ...draft, title: options.title });
  if (options.status === 'saved') await inspirations.keep(made.id);
  if (options.status === 'archived') await inspirations.archive(made.id);
  if (options.status === 'transferred') await inspirations.transferToJournal(made.id);
  return (await inspirations.get(made.id)) ?? made;
}

function script() {
  return imaginationScript({ language: 'nl', levensgebied: 'financieen' });
}
