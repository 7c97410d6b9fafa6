import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordNotFoundError } from '../errors';
import { T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { ImaginationSessionActiveError } from './imagination-inspirations';
import { exchange, imaginationSetup, startInput } from '../testing/imagination-setup';

let db: GroeipadDb | undefined;
afterEach(() => db?.close());

const draft = {
  title: 'Elke zondag mijn uitgaven bekijken',
  summary: 'Daar verscheen: een koopman.',
  content: 'Een plek\nEen markt',
  source: 'active_imagination',
};

async function finishedSession() {
  const context = await imaginationSetup();
  db = context.db;
  const session = await context.sessions.start(startInput());
  await context.sessions.saveStep(session.id, exchange(0));
  await context.sessions.finish(session.id);
  return { ...context, session };
}

describe('inspirationRepository', () => {
  it('creates one new inspiration per finished session', async () => {
    const { inspirations, session, clock } = await finishedSession();
    clock.now = T0 + 10;
    const made = await inspirations.createFromSession(session.id, draft);
    expect(made).toMatchObject({
      ...draft,
      user_id: 'user-1',
      imagination_session_id: session.id,
      status: 'new',
      is_transferred_to_journal: false,
      timestamp: T0 + 10,
    });
    const again = await inspirations.createFromSession(session.id, { ...draft, title: 'Anders' });
    expect(again.id).toBe(made.id);
    expect(await inspirations.count()).toBe(1);
    expect((await inspirations.forSession(session.id))?.title).toBe(draft.title);
  });

  it('refuses a session that is still running or does not exist', async () => {
    const { inspirations, sessions } = await finishedSession();
    const running = await sessions.start(startInput());
    await expect(inspirations.createFromSession(running.id, draft)).rejects.toBeInstanceOf(
      ImaginationSessionActiveError,
    );
    await expect(inspirations.createFromSession('nope', draft)).rejects.toBeInstanceOf(
      RecordNotFoundError,
    );
  });

  it('edits, keeps, archives and restores, and lists by status newest first', async () => {
    const { inspirations, sessions, session, clock } = await finishedSession();
    const first = await inspirations.createFromSession(session.id, draft);
    clock.now = T0 + 100;
    const later = await sessions.start(startInput());
    await sessions.finish(later.id);
    const second = await inspirations.createFromSession(later.id, { ...draft, title: 'Tweede' });

    const kept = await inspirations.keep(first.id, {
      title: '  Mijn eigen titel ',
      summary: 'Kort',
    });
    expect(kept).toMatchObject({ title: 'Mijn eigen titel', summary: 'Kort', status: 'saved' });
    expect((await inspirations.forUser('user-1')).map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await inspirations.forUser('user-1', 'new')).map((i) => i.id)).toEqual([second.id]);
    expect((await inspirations.forUser('user-1', 'saved')).map((i) => i.id)).toEqual([first.id]);

    clock.now = T0 + 200;
    const archived = await inspirations.archive(second.id);
    expect(archived).toMatchObject({ status: 'archived', archived_at: T0 + 200 });
    expect((await inspirations.forUser('user-1', 'archived')).map((i) => i.id)).toEqual([
      second.id,
    ]);
    const restored = await inspirations.restore(second.id);
    expect(restored.status).toBe('saved');
    expect(restored.archived_at).toBeUndefined();
    await expect(inspirations.edit(first.id, { title: '   ' })).rejects.toThrow();
  });

  it('moves an inspiration into the journal as one enhanced entry, once', async () => {
    const { inspirations, session, clock } = await finishedSession();
    const made = await inspirations.createFromSession(session.id, draft);
    clock.now = T0 + 3000;
    const result = await inspirations.transferToJournal(made.id, { mbtiType: 'INFJ' });
    expect(result.created).toBe(true);
    expect(result.inspiration).toMatchObject({
      status: 'transferred',
      is_transferred_to_journal: true,
      journal_entry_id: result.entryId,
      transferred_at: T0 + 3000,
    });
    const entry = await db?.enhanced_journal_entries.get(result.entryId);
    expect(entry).toMatchObject({
      user_id: 'user-1',
      title: draft.title,
      content: `${draft.summary}\n\n${draft.content}`,
      levensgebied: 'financieen',
      category: 'growth',
      mbti_type: 'INFJ',
      date: T0 + 3000,
      word_count: 8,
      is_private: true,
      _status: 'created',
    });
    expect(JSON.parse(String(entry?.metadata))).toEqual({ inspiration_id: made.id });

    const twice = await inspirations.transferToJournal(made.id);
    expect(twice).toMatchObject({ created: false, entryId: result.entryId });
    const [a, b] = await Promise.all([
      inspirations.transferToJournal(made.id),
      inspirations.transferToJournal(made.id),
    ]);
    expect([a.entryId, b.entryId]).toEqual([result.entryId, result.entryId]);
    expect(await db?.enhanced_journal_entries.count()).toBe(1);
  });

  it('transfers nothing when writing the inspiration fails: both writes are one transaction', async () => {
    const { inspirations, session } = await finishedSession();
    const made = await inspirations.createFromSession(session.id, draft);
    const table = db?.inspirations;
    if (!table) throw new Error('no database');
    const put = vi.spyOn(table, 'put').mockRejectedValueOnce(new Error('schijf kapot'));
    await expect(inspirations.transferToJournal(made.id)).rejects.toThrow('schijf kapot');
    expect(put).toHaveBeenCalledTimes(1);
    expect(await db?.enhanced_journal_entries.count()).toBe(0);
    expect((await inspirations.get(made.id))?.status).toBe('new');
    vi.restoreAllMocks();
  });

  it('writes a new entry when the earlier one was deleted from the journal', async () => {
    const { inspirations, session } = await finishedSession();
    const made = await inspirations.createFromSession(session.id, draft);
    const first = await inspirations.transferToJournal(made.id);
    await db?.enhanced_journal_entries.delete(first.entryId);
    const second = await inspirations.transferToJournal(made.id);
    expect(second.created).toBe(true);
    expect(second.entryId).not.toBe(first.entryId);
    expect(await db?.enhanced_journal_entries.count()).toBe(1);
  });
});
