import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { enhancedJournalRepository } from '@groeipad/local-db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupKey } from './draft-backup';
import { createDraftSaver, type DraftSaverOptions, type SaveStatus } from './draft-saver';
import { draftOf, emptyDraft, type EntryDraft } from './draft';
import {
  T0,
  USER_ID,
  holdNextAdd,
  openJournalDb,
  seedEntry,
} from '../../testing/features/journaling-db';

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  localStorage.clear();
  database = await openJournalDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  database.db.close();
});

function saverFor(
  id: string,
  stored: EntryDraft | undefined,
  extra: Partial<DraftSaverOptions> = {},
) {
  const statuses: SaveStatus['kind'][] = [];
  const created: string[] = [];
  const saver = createDraftSaver({
    id,
    userId: USER_ID,
    mbtiType: 'INFJ',
    repository: enhancedJournalRepository(database.db, { now: () => Date.now(), actor: USER_ID }),
    storage: localStorage,
    now: () => Date.now(),
    stored,
    delayMs: 20,
    onStatus: (status) => statuses.push(status.kind),
    onCreated: (createdId) => created.push(createdId),
    onSaved: () => undefined,
    ...extra,
  });
  return { saver, statuses, created };
}

const stored = (id: string) => database.db.enhanced_journal_entries.get(id);

describe('the draft saver', () => {
  it('creates on the first text, then updates; the backup goes once the latest text committed', async () => {
    const { saver, statuses, created } = saverFor('new-1', undefined);
    const draft = { ...emptyDraft(T0), content: 'Een' };
    saver.change(draft);
    expect(localStorage.getItem(backupKey('new-1'))).toContain('"content":"Een"');
    expect(await saver.flush()).toBe(true);
    expect(created).toEqual(['new-1']);
    expect((await stored('new-1'))?.content).toBe('Een');
    expect(localStorage.getItem(backupKey('new-1'))).toBeNull();

    saver.change({ ...draft, content: 'Een twee' });
    await saver.flush();
    expect((await stored('new-1'))?.word_count).toBe(2);
    expect(created).toEqual(['new-1']);
    expect(statuses.at(-1)).toBe('saved');
    // A new entry's own session is no edit.
    expect(saver.editCounted()).toBe(false);
    expect((await stored('new-1'))?.metadata).toBeUndefined();
  });

  it('keeps the backup when a newer change arrived during the write', async () => {
    const { add, release } = holdNextAdd(database);
    const { saver } = saverFor('new-2', undefined);
    saver.change({ ...emptyDraft(T0), content: 'Eerst' });
    const writing = saver.flush();
    await vi.waitFor(() => expect(add).toHaveBeenCalled());
    saver.change({ ...emptyDraft(T0), content: 'Daarna' });
    release();
    await writing;
    expect((await stored('new-2'))?.content).toBe('Eerst');
    expect(localStorage.getItem(backupKey('new-2'))).toContain('Daarna');
    await saver.flush();
    expect((await stored('new-2'))?.content).toBe('Daarna');
    expect(localStorage.getItem(backupKey('new-2'))).toBeNull();
  });

  it('writes after the quiet period without a flush', async () => {
    const { saver } = saverFor('new-3', undefined);
    saver.change({ ...emptyDraft(T0), title: 'Alleen een titel' });
    expect(await stored('new-3')).toBeUndefined();
    await vi.waitFor(async () => expect((await stored('new-3'))?.title).toBe('Alleen een titel'));
  });

  it('counts one edit per session of an existing entry, and none when nothing changed', async () => {
    const entry = await seedEntry(database);
    const first = saverFor(entry.id, draftOf(entry));
    first.saver.change(draftOf(entry));
    await first.saver.flush();
    expect((await stored(entry.id))?.metadata).toBeUndefined();

    first.saver.change({ ...draftOf(entry), content: 'Anders' });
    await first.saver.flush();
    first.saver.change({ ...draftOf(entry), content: 'Nog eens anders' });
    await first.saver.flush();
    expect(JSON.parse((await stored(entry.id))?.metadata ?? '{}')).toEqual({ edit_count: 1 });

    const again = await stored(entry.id);
    if (!again) throw new Error('entry gone');
    const second = saverFor(entry.id, draftOf(again));
    second.saver.change({ ...draftOf(again), isFavorite: true });
    await second.saver.flush();
    expect(JSON.parse((await stored(entry.id))?.metadata ?? '{}')).toEqual({ edit_count: 2 });
  });

  it('reports a failed write, keeps the backup, and succeeds on the next flush', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = database.db.enhanced_journal_entries;
    const add = vi.spyOn(table, 'add').mockRejectedValueOnce(new Error('quota'));
    const { saver, statuses } = saverFor('new-4', undefined);
    saver.change({ ...emptyDraft(T0), content: 'Bewaar mij' });
    expect(await saver.flush()).toBe(false);
    expect(statuses.at(-1)).toBe('error');
    expect(localStorage.getItem(backupKey('new-4'))).toContain('Bewaar mij');
    expect(await saver.flush()).toBe(true);
    expect((await stored('new-4'))?.content).toBe('Bewaar mij');
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('discards pending changes and the backup', async () => {
    const { saver } = saverFor('new-5', undefined);
    saver.change({ ...emptyDraft(T0), content: 'Weg' });
    saver.discard();
    expect(localStorage.getItem(backupKey('new-5'))).toBeNull();
    await saver.flush();
    expect(await stored('new-5')).toBeUndefined();
  });
});
