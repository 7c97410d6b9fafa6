// The diagnostics reads of the sync bookkeeping: every note and every queued task.
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { T0, openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { syncNotes, syncQueueItems } from './sync-records';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('syncNotes and syncQueueItems', () => {
  it('are empty on a fresh database and list what is stored', async () => {
    db = (await openTestDb()).db;
    expect(await syncNotes(db)).toEqual([]);
    expect(await syncQueueItems(db)).toEqual([]);
    await createRepository(db, 'sync_status', { now: () => T0, actor: 'user-1' }).create({
      table_name: 'tasks',
      record_id: 'task-1',
      status: 'pending',
    });
    expect(await syncNotes(db)).toMatchObject([{ record_id: 'task-1', status: 'pending' }]);
  });
});
