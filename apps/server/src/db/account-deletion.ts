// Deleting an account so that no write can slip in behind it (decision 035): the mark that refuses writes, the sweeps, the check.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';
import { lockOwner } from './sync-store';
import { clearSubjectUsage } from './usage-counters';

/** A write for an account that is being deleted or no longer exists; the routes answer 401. */
export class AccountGoneError extends Error {
  override name = 'AccountGoneError';
  constructor(readonly ownerId: string) {
    super('the account is being deleted or no longer exists');
  }
}

/**
 * Marks the deletion under the owner's lock, so a push holding the lock now finishes first and every
 * later one sees the mark, then revokes every session of the user: no device can start a request.
 */
export async function beginAccountDeletion(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    await trx
      .insertInto('account_deletions')
      .values({ owner_id: userId })
      .onConflict((oc) => oc.column('owner_id').doNothing())
      .execute();
    await trx.deleteFrom('auth_session').where('user_id', '=', userId).execute();
  });
}

/**
 * Removes the mark: once the user row is gone (assertAccountActive refuses on that alone), or when the
 * deletion failed and the account stays.
 */
export async function endAccountDeletion(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('account_deletions').where('owner_id', '=', userId).execute();
}

/**
 * Throws AccountGoneError unless the owner's user row exists and no deletion has begun. Called under
 * the owner's lock (the sync store's and key store's ownerGuard), inside the writing transaction.
 */
export async function assertAccountActive(
  trx: Transaction<Database>,
  ownerId: string,
): Promise<void> {
  const row = await trx
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('auth_user').select('id').where('id', '=', ownerId)).as('known'),
      eb
        .exists(
          eb.selectFrom('account_deletions').select('owner_id').where('owner_id', '=', ownerId),
        )
        .as('deleting'),
    ])
    .executeTakeFirstOrThrow();
  if (!row.known || row.deleting) throw new AccountGoneError(ownerId);
}

/**
 * Everything the server keeps of a user outside better-auth's rows, in one transaction under the
 * owner's lock: synced records and push memos, the key bundle, every usage counter of the user.
 * Runs before the user row goes and again after it (the second sweep).
 */
export async function sweepAccountData(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    await trx.deleteFrom('sync_mutations').where('owner_id', '=', userId).execute();
    await trx.deleteFrom('records').where('owner_id', '=', userId).execute();
    await trx.deleteFrom('account_keys').where('owner_id', '=', userId).execute();
    // The community keeps nothing of a deleted member: reports by them or quoting them, messages,
    // memberships, profile, blocks both ways.
    await trx
      .deleteFrom('chat_reports')
      .where((eb) =>
        eb.or([
          eb('reporter_id', '=', userId),
          eb(sql<string>`context::text`, 'like', `%"authorId":"${userId}"%`),
        ]),
      )
      .execute();
    await trx.deleteFrom('chat_messages').where('author_id', '=', userId).execute();
    await trx.deleteFrom('chat_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('chat_profiles').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('chat_blocks')
      .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('chat_favourites')
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('member_id', '=', userId)]))
      .execute();
    // Community challenges: the rank opt-in and likes given or received.
    await trx.deleteFrom('challenge_rank_optins').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('challenge_likes')
      .where((eb) => eb.or([eb('from_user', '=', userId), eb('to_user', '=', userId)]))
      .execute();
    await clearSubjectUsage(trx, userId);
  });
}

/** better-auth's rows that name the user and that it leaves: reset tokens, a session created during deletion. */
export async function sweepAuthLeftovers(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('auth_verification').where('value', '=', userId).execute();
  await db.deleteFrom('auth_session').where('user_id', '=', userId).execute();
}

/**
 * Finishes deletions that stopped half-way (the process died, the database went away mid-request)
 * and began more than `graceMs` ago: a user row that is gone gets its data swept again; either way the
 * mark goes, so a live account that stayed writes again. Returns how many marks went.
 */
export async function finishStaleDeletions(
  db: Kysely<Database>,
  now: number,
  graceMs = 60 * 60 * 1000,
): Promise<number> {
  const stale = await db
    .selectFrom('account_deletions')
    .leftJoin('auth_user', 'auth_user.id', 'account_deletions.owner_id')
    .select(['account_deletions.owner_id as ownerId', 'auth_user.id as userId'])
    .where('account_deletions.started_at', '<', new Date(now - graceMs))
    .execute();
  for (const { ownerId, userId } of stale) {
    if (userId === null) {
      await sweepAccountData(db, ownerId);
      await sweepAuthLeftovers(db, ownerId);
    }
    await endAccountDeletion(db, ownerId);
  }
  return stale.length;
}
