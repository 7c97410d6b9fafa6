// The writes account deletion refuses and the data its sweep removes, on PGlite and PostgreSQL.
import { createKeyBundle } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { leftoversOf } from '../testing/account-leftovers';
import { testCost } from '../testing/e2ee-app';
import { task } from '../testing/sync-app';
import {
  AccountGoneError,
  assertAccountActive,
  beginAccountDeletion,
  endAccountDeletion,
  finishStaleDeletions,
  sweepAccountData,
} from './account-deletion';
import { createAccountKeyStore } from './account-keys';
import { createDatabaseSyncStore } from './sync-store';
import { addUsage } from './usage-counters';

let count = 0;
function newId(): string {
  count += 1;
  return `deleting-${process.pid}-${count}`;
}

describe.each(testBackends())('account deletion in the database on %s', (_name, open) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  }, setupTimeout);

  afterAll(async () => {
    await database.close();
  });

  async function newUser(): Promise<string> {
    const id = newId();
    await database.database.db
      .insertInto('auth_user')
      .values({
        id,
        name: 'Anna',
        email: `${id}@example.test`,
        email_verified: false,
      })
      .execute();
    await database.database.db
      .insertInto('auth_session')
      .values({
        id: `s-${id}`,
        token: `t-${id}`,
        user_id: id,
        expires_at: new Date(Date.now() + 60_000),
        updated_at: new Date(),
      })
      .execute();
    return id;
  }

  function stores() {
    const { db } = database.database;
    return {
      sync: createDatabaseSyncStore(db, { ownerGuard: assertAccountActive }),
      keys: createAccountKeyStore(db, { ownerGuard: assertAccountActive }),
    };
  }

  async function write(ownerId: string): Promise<void> {
    const id = newId();
    await stores().sync.transaction(ownerId, async (tx) => {
      await tx.put({ table: 'tasks', id, deleted: false, data: task(id, ownerId) });
    });
  }

  it('refuses writes once the deletion began, and for an owner without a user row', async () => {
    const userId = await newUser();
    await write(userId);
    await beginAccountDeletion(database.database.db, userId);
    const sessions = await database.database.db
      .selectFrom('auth_session')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(sessions).toEqual([]);
    await expect(write(userId)).rejects.toBeInstanceOf(AccountGoneError);
    const { bundle } = await createKeyBundle('een lange wachtwoordzin', { cost: testCost });
    await expect(stores().keys.save(userId, bundle, null)).rejects.toBeInstanceOf(AccountGoneError);
    // A failed deletion lifts the mark: the account writes again.
    await endAccountDeletion(database.database.db, userId);
    await write(userId);
    await database.database.db.deleteFrom('auth_user').where('id', '=', userId).execute();
    await expect(write(userId)).rejects.toBeInstanceOf(AccountGoneError);
    await expect(write(newId())).rejects.toBeInstanceOf(AccountGoneError);
  });

  it('sweeps records, push memos, the key bundle and every counter of the user, and nobody else’s', async () => {
    const { db } = database.database;
    const [userId, otherId] = [await newUser(), await newUser()];
    const { bundle } = await createKeyBundle('een lange wachtwoordzin', { cost: testCost });
    for (const owner of [userId, otherId]) {
      await write(owner);
      await stores().sync.transaction(owner, (tx) =>
        tx.putMutation(`m-${owner}`, { table: 'tasks', id: 'x', version: 1, merged: false }),
      );
      await stores().keys.save(owner, bundle, null);
      await addUsage(db, `sync-requests:60000:${owner}`, 1, 60_000, Date.now());
      await addUsage(db, `password-attempts:900000:${owner}`, 1, 900_000, Date.now());
    }
    await sweepAccountData(db, userId);
    expect(await leftoversOf(db, userId)).toMatchObject({
      records: 0,
      mutations: 0,
      keys: 0,
      counters: 0,
    });
    expect(await leftoversOf(db, otherId)).toMatchObject({
      records: 1,
      mutations: 1,
      keys: 1,
      counters: 2,
    });
  });

  it('finishes deletions that stopped half-way, once they are an hour old', async () => {
    const { db } = database.database;
    const [gone, stayed] = [await newUser(), await newUser()];
    for (const owner of [gone, stayed]) {
      await write(owner);
      await beginAccountDeletion(db, owner);
    }
    // One process died after deleting the user row, the other before: neither reached the end.
    await db.deleteFrom('auth_user').where('id', '=', gone).execute();
    const marks = async () =>
      (
        await db
          .selectFrom('account_deletions')
          .select('owner_id')
          .where('owner_id', 'in', [gone, stayed])
          .execute()
      ).length;
    expect(await finishStaleDeletions(db, Date.now())).toBe(0);
    expect(await marks()).toBe(2);
    const later = Date.now() + 2 * 60 * 60 * 1000;
    expect(await finishStaleDeletions(db, later)).toBeGreaterThanOrEqual(2);
    expect(await marks()).toBe(0);
    const records = async (owner: string) =>
      (await db.selectFrom('records').select('id').where('owner_id', '=', owner).execute()).length;
    expect(await records(gone)).toBe(0);
    // The account that stayed keeps its data and writes again.
    expect(await records(stayed)).toBe(1);
    await write(stayed);
  });
});
