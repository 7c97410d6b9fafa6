// The key bundles of end-to-end encrypted accounts on the server database: the only SQL of account_keys.
import type { KeyBundle } from '@groeipad/sync';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { lockOwner, type OwnerGuardOptions } from './sync-store';

/** The stored bundle and its revision (1 for the first, one more per change). */
export type StoredAccountKeys = { bundle: unknown; revision: number };

/** A compare-and-swap write: the new revision, or the one another device wrote first. */
export type SaveAccountKeysResult =
  { ok: true; revision: number } | { ok: false; current: number | null };

export type AccountKeyStore = {
  /** The owner's bundle as stored (validated when written), or undefined when not encrypted. */
  get(ownerId: string): Promise<StoredAccountKeys | undefined>;
  /** Whether the owner has a bundle: one primary-key probe, cheap enough for every push. */
  has(ownerId: string): Promise<boolean>;
  /**
   * Stores `bundle` if the stored revision is `expectedRevision` (null: no bundle yet), in one
   * statement, so of two devices changing the passphrase at once only one succeeds.
   */
  save(
    ownerId: string,
    bundle: KeyBundle,
    expectedRevision: number | null,
  ): Promise<SaveAccountKeysResult>;
  /** Removes the owner's bundle (account deletion); nothing happens when there is none. */
  remove(ownerId: string): Promise<void>;
};

export function createAccountKeyStore(
  db: Kysely<Database>,
  options: OwnerGuardOptions = {},
): AccountKeyStore {
  async function currentRevision(q: Kysely<Database>, ownerId: string): Promise<number | null> {
    const row = await q
      .selectFrom('account_keys')
      .select('revision')
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row?.revision ?? null;
  }

  async function write(
    q: Kysely<Database>,
    ownerId: string,
    bundle: KeyBundle,
    expectedRevision: number | null,
  ): Promise<SaveAccountKeysResult> {
    const json = JSON.stringify(bundle);
    const row =
      expectedRevision === null
        ? await q
            .insertInto('account_keys')
            .values({ owner_id: ownerId, bundle: json, revision: 1 })
            .onConflict((oc) => oc.column('owner_id').doNothing())
            .returning('revision')
            .executeTakeFirst()
        : await q
            .updateTable('account_keys')
            .set({
              bundle: json,
              revision: sql<number>`revision + 1`,
              updated_at: sql<Date>`now()`,
            })
            .where('owner_id', '=', ownerId)
            .where('revision', '=', expectedRevision)
            .returning('revision')
            .executeTakeFirst();
    if (row) return { ok: true, revision: row.revision };
    // Read after the failed write: the caller learns what to fetch, never a stale success.
    return { ok: false, current: await currentRevision(q, ownerId) };
  }

  return {
    async get(ownerId) {
      const row = await db
        .selectFrom('account_keys')
        .select(['bundle', 'revision'])
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return row ? { bundle: row.bundle, revision: row.revision } : undefined;
    },

    async has(ownerId) {
      const row = await db
        .selectFrom('account_keys')
        .select(sql<number>`1`.as('found'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    save(ownerId, bundle, expectedRevision) {
      const { ownerGuard } = options;
      if (!ownerGuard) return write(db, ownerId, bundle, expectedRevision);
      // Under the owner's lock, like a push: a bundle cannot land after account deletion swept it.
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, ownerId);
        await ownerGuard(trx, ownerId);
        return write(trx, ownerId, bundle, expectedRevision);
      });
    },

    async remove(ownerId) {
      await db.deleteFrom('account_keys').where('owner_id', '=', ownerId).execute();
    },
  };
}
