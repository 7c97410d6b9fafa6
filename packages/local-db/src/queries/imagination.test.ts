import { afterEach, describe, expect, it } from 'vitest';
import { exchange, imaginationSetup, startInput } from '../testing/imagination-setup';
import type { GroeipadDb } from '../types';
import {
  areaImaginationSessions,
  imaginationSession,
  imaginationSessions,
  inspiration,
  inspirations,
  sessionInspiration,
} from './imagination';

let db: GroeipadDb;
afterEach(() => db?.close());

const DRAFT = {
  title: 'Rust in geld',
  summary: 'Een buffer',
  content: 'Tekst',
  source: 'imagination',
};

async function setup() {
  const setup = await imaginationSetup();
  db = setup.db;
  const { sessions } = setup;
  const money = await sessions.start(startInput());
  await sessions.saveStep(money.id, exchange(0));
  await sessions.finish(money.id);
  const work = await sessions.start(startInput({ levensgebied: 'werkSamenleving' }));
  const other = await sessions.start(startInput({ user_id: 'user-2' }));
  const made = await setup.inspirations.createFromSession(money.id, DRAFT);
  return { money, work, other, made };
}

describe('imagination queries', () => {
  it("reads the user's sessions, all or of one area, and one by id", async () => {
    const { money, work, other } = await setup();
    const ids = (await imaginationSessions(db, 'user-1')).map((s) => s.id);
    expect(ids.sort()).toEqual([money.id, work.id].sort());
    const area = await areaImaginationSessions(db, 'user-1', 'werkSamenleving');
    expect(area.map((s) => s.id)).toEqual([work.id]);
    expect((await imaginationSession(db, 'user-1', money.id))?.id).toBe(money.id);
    expect(await imaginationSession(db, 'user-1', other.id)).toBeNull();
    expect(await imaginationSession(db, 'user-1', 'missing')).toBeNull();
  });

  it("reads the user's inspirations, one by id and the one made from a session", async () => {
    const { money, work, made } = await setup();
    expect((await inspirations(db, 'user-1')).map((i) => i.id)).toEqual([made.id]);
    expect(await inspirations(db, 'user-2')).toEqual([]);
    expect((await inspiration(db, 'user-1', made.id))?.title).toBe('Rust in geld');
    expect(await inspiration(db, 'user-2', made.id)).toBeNull();
    expect((await sessionInspiration(db, 'user-1', money.id))?.id).toBe(made.id);
    expect(await sessionInspiration(db, 'user-1', work.id)).toBeNull();
    expect(await sessionInspiration(db, 'user-2', money.id)).toBeNull();
  });
});
