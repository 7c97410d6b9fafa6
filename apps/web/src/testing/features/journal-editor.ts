// Shared setup of the editor tests: a fresh database per test, a clean localStorage, and lookups on the editor.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { openJournalDb, renderJournal } from './journaling-db';

export const SLOW = { timeout: 4000 };

/** The current test's database (set in beforeEach). */
export const current: { database: OpenGroeipadDbResult } = {
  database: undefined as unknown as OpenGroeipadDbResult,
};

beforeEach(async () => {
  localStorage.clear();
  // A tone analysis may finish after a test closed its database; that late write failing is expected here.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'Tone not saved') warn(...args);
  });
  current.database = await openJournalDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  current.database.db.close();
});

export function contentField() {
  return screen.getByLabelText('Wat wil je opschrijven?');
}

export async function openEditor(path: string) {
  const view = renderJournal(path, current.database);
  await screen.findByLabelText('Wat wil je opschrijven?');
  return view;
}

export const entries = () => current.database.db.enhanced_journal_entries.toArray();
export const statusText = () => screen.getByTestId('journal-save-status').textContent;
