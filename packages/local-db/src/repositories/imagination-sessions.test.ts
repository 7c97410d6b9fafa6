import { afterEach, describe, expect, it } from 'vitest';
import { T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { readSessionData } from './imagination-session-data';
import { ImaginationSessionClosedError } from './imagination-sessions';
import { exchange, imaginationSetup, startInput } from '../testing/imagination-setup';

let db: GroeipadDb | undefined;
afterEach(() => db?.close());

async function setup() {
  const context = await imaginationSetup();
  db = context.db;
  return context;
}

describe('imaginationRepository', () => {
  it('starts a session at step 0, active, with the script length in session_data', async () => {
    const { sessions } = await setup();
    const session = await sessions.start(startInput());
    expect(session).toMatchObject({
      user_id: 'user-1',
      levensgebied: 'financieen',
      session_title: 'Verbeelding: Financiën',
      step: 0,
      is_active: true,
      mcp_processed: false,
      version: 1,
      created_by: 'user-1',
    });
    expect(readSessionData(session.session_data)).toEqual({
      step_count: 3,
      exchanges: [],
      language: 'nl',
    });
    const stored = await db?.imagination_sessions.get(session.id);
    expect(stored?._status).toBe('created');
  });

  it('saves a step’s exchange, mirrors it on the record, and replaces it when saved again', async () => {
    const { sessions, clock } = await setup();
    const { id } = await sessions.start(startInput());
    clock.now = T0 + 1000;
    const saved = await sessions.saveStep(id, exchange(0, 'Ik ben onrustig'));
    expect(saved).toMatchObject({
      response: 'Ik ben onrustig',
      ai_query: 'vraag 0',
      ai_response: 'reflectie 0',
      step: 0,
      updated_at: T0 + 1000,
    });
    await sessions.saveStep(id, exchange(0, 'Nu iets rustiger'));
    const data = readSessionData((await sessions.get(id))?.session_data);
    expect(data.exchanges).toEqual([{ ...exchange(0, 'Nu iets rustiger'), saved_at: T0 + 1000 }]);
  });

  it('moves forward and back within the script and refuses to answer ahead', async () => {
    const { sessions } = await setup();
    const { id } = await sessions.start(startInput({ step_count: 3 }));
    await expect(sessions.saveStep(id, exchange(1))).rejects.toThrow(RangeError);
    expect((await sessions.back(id)).step).toBe(0);
    expect((await sessions.advance(id)).step).toBe(1);
    expect((await sessions.advance(id)).step).toBe(2);
    expect((await sessions.advance(id)).step).toBe(2);
    await sessions.saveStep(id, exchange(1));
    await sessions.saveStep(id, exchange(2));
    expect((await sessions.back(id)).step).toBe(1);
    const data = readSessionData((await sessions.get(id))?.session_data);
    expect(data.exchanges.map((e) => e.step)).toEqual([1, 2]);
  });

  it('finishes: no longer active, ended recorded, and closed to further writes', async () => {
    const { sessions, clock } = await setup();
    const { id } = await sessions.start(startInput());
    await sessions.saveStep(id, exchange(0));
    clock.now = T0 + 5000;
    const finished = await sessions.finish(id);
    expect(finished.is_active).toBe(false);
    const data = readSessionData(finished.session_data);
    expect(data).toMatchObject({ ended: 'finished', ended_at: T0 + 5000 });
    expect(data.exchanges).toHaveLength(1);
    await expect(sessions.saveStep(id, exchange(0))).rejects.toBeInstanceOf(
      ImaginationSessionClosedError,
    );
    await expect(sessions.advance(id)).rejects.toBeInstanceOf(ImaginationSessionClosedError);
    await expect(sessions.finish(id)).rejects.toBeInstanceOf(ImaginationSessionClosedError);
  });

  it('keeps one active session per user: starting another stops the first', async () => {
    const { sessions, clock } = await setup();
    const first = await sessions.start(startInput());
    await sessions.start(startInput({ user_id: 'user-2' }));
    clock.now = T0 + 60_000;
    const second = await sessions.start(startInput({ levensgebied: 'thuisOmgeving' }));
    expect((await sessions.active('user-1'))?.id).toBe(second.id);
    const stopped = await sessions.get(first.id);
    expect(stopped?.is_active).toBe(false);
    expect(readSessionData(stopped?.session_data).ended).toBe('stopped');
    expect((await sessions.forUser('user-1')).map((s) => s.id)).toEqual([second.id, first.id]);
    expect(await sessions.forUser('user-2')).toHaveLength(1);
  });

  it('stops a session and then has no active one', async () => {
    const { sessions } = await setup();
    const { id } = await sessions.start(startInput());
    await sessions.stop(id);
    expect(await sessions.active('user-1')).toBeUndefined();
    expect(readSessionData((await sessions.get(id))?.session_data).ended).toBe('stopped');
  });

  it('refuses a script without steps', async () => {
    const { sessions } = await setup();
    await expect(sessions.start(startInput({ step_count: 0 }))).rejects.toThrow(RangeError);
    expect(await sessions.count()).toBe(0);
  });
});

describe('readSessionData', () => {
  it('keeps what is usable of damaged data', () => {
    expect(readSessionData(undefined)).toEqual({ step_count: 1, exchanges: [] });
    expect(readSessionData('niet json')).toEqual({ step_count: 1, exchanges: [] });
    const text = JSON.stringify({
      step_count: 6,
      exchanges: [
        { step: 2, ai_query: 'q', response: 'r', ai_response: 'a', saved_at: 5 },
        { step: 'x' },
        { step: 0, ai_query: 'q0', response: 'r0', ai_response: 'a0', saved_at: 1 },
      ],
      ended: 'weg',
    });
    const data = readSessionData(text);
    expect(data.step_count).toBe(6);
    expect(data.exchanges.map((e) => e.step)).toEqual([0, 2]);
    expect(data.ended).toBeUndefined();
  });
});
