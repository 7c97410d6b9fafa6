// The prune of push memos on PGlite and PostgreSQL: old memos go, recent ones keep answering retried pushes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyPush, type PushChange, type PushResponse } from '@groeipad/sync';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  setupTimeout,
  testBackends,
  testServerConfig,
  type TestDatabase,
} from '../testing/auth-harness';
import type { Database } from './schema';
import { pruneSyncMutations, SYNC_MUTATION_RETENTION_DAYS } from './sync-mutation-prune';
import { createDatabaseSyncStore } from './sync-store';

let ownerCount = 0;
function newOwner(label: string): string {
  ownerCount += 1;
  return `${label}-${process.pid}-${ownerCount}`;
}

function createTask(owner: string, id: string): PushChange {
  return {
    table: 'tasks',
    id,
    mutationId: `device-1:${owner}:${id}`,
    op: 'create',
    baseVersion: null,
    changed: [],
    data: {
      id,
      user_id: owner,
      created_at: 1_700_000_000_000,
      updated_at: 1_700_000_000_000,
      created_by: owner,
      title: `taak ${id}`,
      completed: false,
      priority: 'medium',
    },
  };
}

/** Makes the owner's memos of these records look applied `days` days ago. */
async function age(db: Kysely<Database>, owner: string, ids: string[], days: number) {
  await db
    .updateTable('sync_mutations')
    .set({ created_at: sql<Date>`now() - make_interval(days => ${days})` })
    .where('owner_id', '=', owner)
    .where('record_id', 'in', ids)
    .execute();
}

async function memoIds(db: Kysely<Database>, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sync_mutations')
    .select('record_id')
    .where('owner_id', '=', owner)
    .orderBy('record_id')
    .execute();
  return rows.map((row) => row.record_id);
}

function accepted(response: PushResponse): number[] {
  return response.results.map((result) => (result.status === 'accepted' ? result.version : -1));
}

describe.each(testBackends())('pruning sync_mutations on %s', (_name, open) => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await open();
    db = database.database.db;
  }, setupTimeout);

  afterAll(async () => {
    await database.close();
  });

  it('removes memos older than the retention and keeps recent ones', async () => {
    const store = createDatabaseSyncStore(db);
    const owner = newOwner('prune');
    const ids = ['old-1', 'old-2', 'edge', 'recent', 'new'];
    await applyPush(store, owner, { changes: ids.map((id) => createTask(owner, id)) });
    await age(db, owner, ['old-1', 'old-2'], SYNC_MUTATION_RETENTION_DAYS + 30);
    await age(db, owner, ['edge'], SYNC_MUTATION_RETENTION_DAYS + 1);
    await age(db, owner, ['recent'], SYNC_MUTATION_RETENTION_DAYS - 1);

    expect(await pruneSyncMutations(db)).toBe(3);
    expect(await memoIds(db, owner)).toEqual(['new', 'recent']);
    // Nothing left to remove; the records themselves are untouched.
    expect(await pruneSyncMutations(db)).toBe(0);
    expect(await store.changesSince(owner, 0, 10)).toHaveLength(5);
  });

  it('still answers a retried push inside the window from its memo', async () => {
    const store = createDatabaseSyncStore(db);
    const owner = newOwner('retry');
    const change = createTask(owner, 'r1');
    const first = await applyPush(store, owner, { changes: [change] });
    await age(db, owner, ['r1'], SYNC_MUTATION_RETENTION_DAYS - 1);
    await pruneSyncMutations(db);

    const again = await applyPush(store, owner, { changes: [change] });
    expect(again).toEqual(first);
    const changes = await store.changesSince(owner, 0, 10);
    expect(changes.map((record) => record.version)).toEqual(accepted(first));
  });

  it('without its memo, a retry is merged as a conflict instead of answered (why the window is long)', async () => {
    const store = createDatabaseSyncStore(db);
    const owner = newOwner('late');
    const change = createTask(owner, 'l1');
    const [version] = accepted(await applyPush(store, owner, { changes: [change] }));
    await age(db, owner, ['l1'], SYNC_MUTATION_RETENTION_DAYS + 1);
    expect(await pruneSyncMutations(db)).toBe(1);

    const late = await applyPush(store, owner, { changes: [change] });
    expect(late.results[0]).toMatchObject({ status: 'conflict', server: { version } });
  });

  it('removes a large backlog in several batches', async () => {
    const owner = newOwner('backlog');
    await sql`
      insert into sync_mutations (owner_id, mutation_id, table_name, record_id, version, merged, created_at)
      select ${owner}, 'm-' || g, 'tasks', 'b-' || g, g, false, now() - interval '400 days'
      from generate_series(1, 10050) as g
    `.execute(db);
    expect(await pruneSyncMutations(db)).toBe(10_050);
    expect(await memoIds(db, owner)).toEqual([]);
  });

  it('refuses a retention that is not a whole number of days', async () => {
    await expect(pruneSyncMutations(db, 0)).rejects.toThrow(RangeError);
    await expect(pruneSyncMutations(db, 1.5)).rejects.toThrow(RangeError);
  });

  it('prunes when the app starts, and stops with it', async () => {
    const owner = newOwner('start');
    await applyPush(createDatabaseSyncStore(db), owner, {
      changes: [createTask(owner, 's-old'), createTask(owner, 's-new')],
    });
    await age(db, owner, ['s-old'], SYNC_MUTATION_RETENTION_DAYS + 5);
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-prune-app-'));
    const app = await buildApp(testServerConfig(webRoot), { database: database.database });
    try {
      await app.ready();
      await expect
        .poll(() => memoIds(db, owner), { timeout: 20_000, interval: 50 })
        .toEqual(['s-new']);
    } finally {
      // Waits for a prune still running: the database stays usable for the next suite.
      await app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
