// Both diagnostics screens against a real (in-memory) database: counts, queue and sync state update live.
import { createRepository, openGroeipadDb, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { SyncStatusScreen } from './sync-status-screen';
import { TestDatabaseScreen } from './test-database-screen';

let opened: OpenGroeipadDbResult | undefined;

afterEach(() => opened?.db.close());

async function renderScreen(screenElement: React.ReactNode) {
  // jsdom has no IndexedDB, so this is the memory fallback with reason MissingAPIError.
  opened = await openGroeipadDb({ name: `diag-${Math.random()}`, requestPersistence: false });
  renderApp(screenElement, { database: opened });
  return opened.db;
}

/** Live queries re-run after the write commits; under a loaded test run that can take more than the default 1 s. */
const slow = { timeout: 5000 };

const ctx = { now: () => 1_700_000_000_000, actor: 'test-user' };

function onboardingInput() {
  return {
    user_id: 'test-user',
    current_step: 5,
    step_completed_flags: '{}',
    user_data: '{}',
    onboarded_at: ctx.now(),
  };
}

describe('TestDatabaseScreen', () => {
  it(
    'shows schema 14, the memory fallback with its reason, and a row of 0 for all 66 tables',
    { timeout: 20_000 },
    async () => {
      await renderScreen(<TestDatabaseScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'Lokale database' })).toBeTruthy();
      expect(screen.getByText('Schemaversie 14')).toBeTruthy();
      expect(screen.getByText('Alleen in het geheugen')).toBeTruthy();
      expect(screen.getByText('Deze browser heeft geen IndexedDB.')).toBeTruthy();
      const table = await screen.findByTestId('table-counts', undefined, slow);
      expect(within(table).getAllByRole('row')).toHaveLength(67);
      expect(screen.getByText('Nog geen records')).toBeTruthy();
      expect(screen.getByText('66 van 66 tabellen')).toBeTruthy();
      expect(await screen.findByText('Onboarding nog niet afgerond', undefined, slow)).toBeTruthy();
    },
  );

  it(
    'moves a table that gets a record to the top, and counts it as pending',
    { timeout: 20_000 },
    async () => {
      const db = await renderScreen(<TestDatabaseScreen />);
      await screen.findByTestId('table-counts', undefined, slow);
      await createRepository(db, 'onboarding_states', ctx).create(onboardingInput());
      await waitFor(() => {
        const first = within(screen.getByTestId('table-counts')).getAllByRole('row')[1];
        expect(first?.textContent).toBe('onboarding_states1');
      }, slow);
      expect(within(screen.getByTestId('pending-changes')).getByText('1')).toBeTruthy();
      expect(screen.queryByText('Nog geen records')).toBeNull();
      expect(await screen.findByText('Onboarding afgerond', undefined, slow)).toBeTruthy();
    },
  );
});

describe('SyncStatusScreen', () => {
  it(
    'is honest before any account: never synced, and nothing waiting',
    { timeout: 20_000 },
    async () => {
      await renderScreen(<SyncStatusScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'Synchronisatiestatus' })).toBeTruthy();
      expect(await screen.findByText('Nog niet gesynchroniseerd', undefined, slow)).toBeTruthy();
      expect(screen.getByText('Meld je aan om te synchroniseren')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Technische details tonen' }));
      expect(await screen.findByText('Er wacht niets', undefined, slow)).toBeTruthy();
      expect(screen.getByText('De wachtrij is leeg')).toBeTruthy();
    },
  );

  it(
    'lists a new record per table, and a failed queue item with its retries',
    { timeout: 20_000 },
    async () => {
      const db = await renderScreen(<SyncStatusScreen />);
      fireEvent.click(screen.getByRole('button', { name: 'Technische details tonen' }));
      await screen.findByText('Er wacht niets', undefined, slow);
      await createRepository(db, 'onboarding_states', ctx).create(onboardingInput());
      await createRepository(db, 'met24_sync_queue', ctx).create({
        sync_id: 's1',
        user_id: 'test-user',
        table_name: 'journal_entries',
        record_id: 'j1',
        operation: 'update',
        data: '{}',
        status: 'failed',
        retry_count: 3,
        scheduled_at: ctx.now(),
        error_message: 'timeout',
      });
      const table = await screen.findByTestId('pending-table', undefined, slow);
      const row = table.querySelector('tr[data-table="onboarding_states"]') as HTMLElement;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['onboarding_states', '1', '0', '0']);
      expect(await screen.findByText('Mislukt', undefined, slow)).toBeTruthy();
      expect(screen.getByText('Geen herhaalpogingen meer over')).toBeTruthy();
      expect(screen.getByText('Fout: timeout')).toBeTruthy();
    },
  );
});
