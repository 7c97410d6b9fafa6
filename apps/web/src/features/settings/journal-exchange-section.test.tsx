// The journal exchange card against a real database: counts, exports as downloads, and the import flow.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { journalJsonFile } from './journal-exchange-files';
import { JournalExchangeSection } from './journal-exchange-section';
import {
  T0,
  openExchangeDb,
  recordCounts,
  seedJournal,
  seedUser,
} from '../../testing/features/journal-exchange-db';

/** Live queries and throttled counts settle after the write commits; a loaded run can be slow. */
const slow = { timeout: 5000 };

const opened: OpenGroeipadDbResult[] = [];
let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs and would try to navigate on the link click.
  const urls = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${urls.size}`;
    urls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = urls.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  opened.splice(0).forEach(({ db }) => db.close());
});

async function open() {
  const database = await openExchangeDb();
  opened.push(database);
  return database;
}

async function renderSection(database: OpenGroeipadDbResult) {
  renderApp(<JournalExchangeSection />, { database });
  await screen.findByTestId('exchange-counts', undefined, slow);
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

function chooseFile(text: string, name = 'groeipad-dagboek.json') {
  const input = screen.getByLabelText('JSON-bestand kiezen');
  fireEvent.change(input, {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });
}

describe('export', { timeout: 20_000 }, () => {
  it('shows the counts and downloads the journal as Markdown', async () => {
    const database = await open();
    const userId = await seedUser(database.db);
    await seedJournal(database.db, userId);
    await renderSection(database);
    expect(screen.getByTestId('exchange-counts').textContent).toBe(
      '3 dagboekitems en 3 stemmingsmomenten',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dagboek als Markdown (.md)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), slow);
    expect(downloads[0]?.name).toMatch(/^groeipad-dagboek-\d{4}-\d{2}-\d{2}\.md$/);
    const text = await readBlob(downloads[0]?.blob ?? new Blob());
    expect(text).toContain('Een rustige zondag');
    expect(text).toContain('Lang gewandeld langs de rivier vandaag.');
  });

  it('downloads moods as CSV and the journal as a JSON backup', async () => {
    const database = await open();
    const userId = await seedUser(database.db);
    await seedJournal(database.db, userId);
    await renderSection(database);

    fireEvent.click(screen.getByRole('button', { name: 'Stemmingen als CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1), slow);
    expect(downloads[0]?.name).toMatch(/^groeipad-stemmingen-.*\.csv$/);
    const csv = (await readBlob(downloads[0]?.blob ?? new Blob())).replace(/^\uFEFF/, '');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(4);

    await waitFor(() => expect(button('Dagboek als JSON').disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Dagboek als JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(2), slow);
    const backup = JSON.parse(await readBlob(downloads[1]?.blob ?? new Blob())) as {
      format: string;
      tables: Record<string, unknown[]>;
    };
    expect(backup.format).toBe('groeipad-export');
    expect(backup.tables.enhanced_journal_entries).toHaveLength(2);
    expect(backup.tables.mood_tracking).toHaveLength(3);
  });

  it('disables the exports with a reason while there is nothing to export', async () => {
    const database = await open();
    await seedUser(database.db);
    await renderSection(database);
    expect(screen.getByTestId('exchange-counts').textContent).toBe(
      '0 dagboekitems en 0 stemmingsmomenten',
    );
    for (const name of ['Dagboek als Markdown (.md)', 'Dagboek als JSON', 'Stemmingen als CSV'])
      expect(button(name).disabled).toBe(true);
    expect(screen.getByText(/schrijf eerst een dagboekitem/)).toBeTruthy();
    expect(screen.getByText(/leg eerst vast hoe je je voelt/)).toBeTruthy();
  });

  it('asks for a profile first when there is no user', async () => {
    const database = await open();
    renderApp(<JournalExchangeSection />, { database });
    expect(await screen.findByText(/Maak eerst je profiel aan/, undefined, slow)).toBeTruthy();
    expect(button('JSON-bestand kiezen').disabled).toBe(true);
  });
});

describe('import', { timeout: 20_000 }, () => {
  async function backupOfAnotherDevice() {
    const source = await open();
    const sourceUser = await seedUser(source.db);
    await seedJournal(source.db, sourceUser);
    return (await journalJsonFile(source.db, sourceUser, 'groeipad-dagboek', T0)).text;
  }

  it('reviews the file, imports it, and a second import adds nothing', async () => {
    const text = await backupOfAnotherDevice();
    const database = await open();
    await seedUser(database.db);
    await renderSection(database);

    chooseFile(text);
    const dialog = await screen.findByRole('dialog', { name: 'Deze gegevens importeren?' }, slow);
    const counts = within(dialog).getByTestId('import-counts');
    expect(within(counts).getByRole('rowheader', { name: 'Dagboekitems' })).toBeTruthy();
    expect(within(dialog).getByText('6 items in totaal')).toBeTruthy();
    expect(within(dialog).getByText(/Geëxporteerd op .*2023/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importeren' }));

    expect(
      await screen.findByText('6 toegevoegd, 0 bijgewerkt en 0 al aanwezig', undefined, slow),
    ).toBeTruthy();
    const after = await recordCounts(database.db);
    expect(after).toMatchObject({
      enhanced_journal_entries: 2,
      journal_entries: 1,
      mood_tracking: 3,
    });
    await waitFor(
      () =>
        expect(screen.getByTestId('exchange-counts').textContent).toBe(
          '3 dagboekitems en 3 stemmingsmomenten',
        ),
      slow,
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    chooseFile(text);
    const again = await screen.findByRole('dialog', { name: 'Deze gegevens importeren?' }, slow);
    fireEvent.click(await within(again).findByRole('button', { name: 'Importeren' }, slow));
    expect(
      await screen.findByText('0 toegevoegd, 0 bijgewerkt en 6 al aanwezig', undefined, slow),
    ).toBeTruthy();
    expect(await recordCounts(database.db)).toEqual(after);
  });

  it('cancelling the review writes nothing', async () => {
    const text = await backupOfAnotherDevice();
    const database = await open();
    await seedUser(database.db);
    await renderSection(database);
    const before = await recordCounts(database.db);

    chooseFile(text);
    const dialog = await screen.findByRole('dialog', { name: 'Deze gegevens importeren?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(await recordCounts(database.db)).toEqual(before);
  });

  it('keeps the review open with a message when the write fails, and writes nothing', async () => {
    const text = await backupOfAnotherDevice();
    const database = await open();
    await seedUser(database.db);
    await renderSection(database);
    const before = await recordCounts(database.db);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    chooseFile(text);
    const dialog = await screen.findByRole('dialog', { name: 'Deze gegevens importeren?' }, slow);
    // A database that went away mid-session: the import transaction cannot even start.
    database.db.close();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importeren' }));
    const alert = await within(dialog).findByRole('alert', undefined, slow);
    expect(within(alert).getByText(/^Importeren is niet gelukt: /)).toBeTruthy();
    expect(within(alert).getByText('Er is niets gewijzigd.')).toBeTruthy();
    await database.db.open();
    expect(await recordCounts(database.db)).toEqual(before);
  });

  const invalidMood = JSON.stringify({
    format: 'groeipad-export',
    version: 1,
    exported_at: T0,
    tables: {
      mood_tracking: [
        {
          id: 'm1',
          created_at: T0,
          updated_at: T0,
          created_by: 'u',
          user_id: 'u',
          mood_rating: 3,
          timestamp: T0,
        },
        {
          id: 'm2',
          created_at: T0,
          updated_at: T0,
          created_by: 'u',
          user_id: 'u',
          mood_rating: 9,
          timestamp: T0,
        },
      ],
    },
  });

  it.each([
    ['not JSON', 'dit is geen json', /Dit is geen geldig JSON-bestand/],
    ['another format', JSON.stringify({ hello: 'world' }), /geen export van Groeipad/],
    ['an invalid record', invalidMood, /Item 2 bij Stemmingen is ongeldig/],
  ])('refuses %s with a clear message and changes nothing', async (_, text, message) => {
    const database = await open();
    const userId = await seedUser(database.db);
    await seedJournal(database.db, userId);
    await renderSection(database);
    const before = await recordCounts(database.db);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    chooseFile(text, 'kapot.json');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('Dit bestand kan niet worden geïmporteerd')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByText('Er is niets gewijzigd.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await recordCounts(database.db)).toEqual(before);
    expect(screen.getByTestId('exchange-counts').textContent).toBe(
      '3 dagboekitems en 3 stemmingsmomenten',
    );
  });
});
