import { basicsSettingKey, dayKey } from '@groeipad/domain';
import { openGroeipadDb, type GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDb, TEST_USER_ID } from '../../testing/database';
import { BackToBasicsScreen } from './back-to-basics-screen';

let db: GroeipadDb | undefined;
afterEach(() => db?.close());

function renderScreen(database: GroeipadDb) {
  return renderApp(<BackToBasicsScreen />, { db: database, path: '/back-to-basics' });
}

describe('the back to basics screen', { timeout: 30_000 }, () => {
  it('keeps today’s ticks after a reload', async () => {
    const indexedDB = new IDBFactory();
    db = await openTestDb({ indexedDB });
    const first = renderScreen(db);
    expect(await screen.findByText('0 van de 5 gedaan')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Slaap'));
    fireEvent.click(screen.getByLabelText('Daglicht'));
    expect(await screen.findByText('2 van de 5 gedaan')).toBeTruthy();
    const stored = await db.settings
      .where('[user_id+key]')
      .equals([TEST_USER_ID, basicsSettingKey(dayKey(Date.now()))])
      .first();
    expect(JSON.parse(stored?.value ?? '[]')).toEqual(['sleep', 'daylight']);
    first.unmount();
    db.close();

    // A new page load: the same IndexedDB opened afresh.
    const reopened = await openGroeipadDb({ indexedDB, IDBKeyRange, requestPersistence: false });
    db = reopened.db;
    renderScreen(db);
    expect(await screen.findByText('2 van de 5 gedaan')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Slaap').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Beweging').checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Slaap'));
    await waitFor(() => expect(screen.getByText('1 van de 5 gedaan')).toBeTruthy());
  });

  it('says so when everything is done', async () => {
    db = await openTestDb();
    renderScreen(db);
    for (const label of ['Slaap', 'Beweging', 'Voeding', 'Daglicht', 'Verbinding']) {
      fireEvent.click(await screen.findByLabelText(label));
      // Each tick is written before the next click, so the count goes up one at a time.
      await waitFor(() =>
        expect(screen.getByLabelText<HTMLInputElement>(label).checked).toBe(true),
      );
    }
    expect(await screen.findByText(/Alles gedaan/)).toBeTruthy();
  });
});
