// /develop-data on a real database: demo data is created with counts, and removal takes exactly that back.
import { DEMO_TABLES } from '@groeipad/domain';
import { createRepository, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../test/test-db';
import { countDemo } from './demo-store';
import { DevelopDataScreen } from './develop-data-screen';

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(() => {
  database.db.close();
});

describe('/develop-data', () => {
  it("creates demo data with counts and removes only it, leaving the user's own entry", async () => {
    const now = Date.now();
    const own = await createRepository(database.db, 'journal_entries', {
      now: () => now,
      actor: TEST_USER_ID,
    }).create({
      user_id: TEST_USER_ID,
      title: 'Mijn eigen dag',
      content: 'Dit schreef ik zelf.',
      mood_rating: 4,
      tags: '[]',
      category: 'reflection',
      is_private: true,
      is_favorite: false,
      word_count: 4,
      date: now,
      metadata: '{"source":"user"}',
    });
    renderApp(<DevelopDataScreen />, { database, path: '/develop-data' });
    expect(await screen.findByTestId('develop-warning')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('develop-total').textContent).toBe('Totaal: 0'));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Verwijder voorbeeldgegevens' })
        .disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Maak voorbeeldgegevens' }));
    const outcome = await screen.findByTestId('develop-outcome');
    const created = Number(/(\d+)/.exec(outcome.textContent ?? '')?.[1]);
    expect(created).toBeGreaterThan(50);
    const counts = await countDemo(database.db, TEST_USER_ID);
    for (const table of DEMO_TABLES) expect(counts[table], table).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId('develop-total').textContent).toBe(`Totaal: ${created}`),
    );
    expect(await database.db.journal_entries.count()).toBe(counts.journal_entries + 1);

    fireEvent.click(screen.getByRole('button', { name: 'Verwijder voorbeeldgegevens' }));
    await waitFor(() =>
      expect(screen.getByTestId('develop-outcome').textContent).toBe(
        `${created} voorbeeldrecords verwijderd.`,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('develop-total').textContent).toBe('Totaal: 0'));
    const left = await database.db.journal_entries.toArray();
    expect(left.map((entry) => entry.id)).toEqual([own.id]);
    expect(left[0]?.title).toBe('Mijn eigen dag');
  });
});
