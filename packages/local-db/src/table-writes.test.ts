// The write subscription fires for committed writes of the watched tables only, and stops when unsubscribed.
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from './repository';
import { onTablesWritten } from './table-writes';
import { moodInput, openTestDb, T0, taskInput } from './testing/database';
import type { GroeipadDb } from './types';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('onTablesWritten', () => {
  it('tells of writes to the watched tables, not of others, until unsubscribed', async () => {
    db = (await openTestDb()).db;
    const ctx = { now: () => T0, actor: 'user-1' };
    let calls = 0;
    const stop = onTablesWritten(db, ['mood_tracking'], () => (calls += 1));
    await createRepository(db, 'tasks', ctx).create(taskInput());
    expect(calls).toBe(0);
    await createRepository(db, 'mood_tracking', ctx).create(moodInput());
    expect(calls).toBe(1);
    stop();
    await createRepository(db, 'mood_tracking', ctx).create(moodInput());
    expect(calls).toBe(1);
  });
});
