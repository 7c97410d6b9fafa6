// Test support: every row anywhere in the server database that still names a user, per table.
import type { Kysely } from 'kysely';
import type { Database } from '../db';

export type Leftovers = Record<
  | 'records'
  | 'mutations'
  | 'keys'
  | 'counters'
  | 'users'
  | 'sessions'
  | 'accounts'
  | 'verifications'
  | 'deletions'
  | 'community',
  number
>;

/** What a deleted account leaves: nothing. */
export const NOTHING_LEFT: Leftovers = {
  records: 0,
  mutations: 0,
  keys: 0,
  counters: 0,
  users: 0,
  sessions: 0,
  accounts: 0,
  verifications: 0,
  deletions: 0,
  community: 0,
};

export async function leftoversOf(db: Kysely<Database>, userId: string): Promise<Leftovers> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const owned = (table: 'records' | 'sync_mutations' | 'account_keys' | 'account_deletions') =>
    count(db.selectFrom(table).select('owner_id').where('owner_id', '=', userId).execute());
  const ofUser = (table: 'auth_session' | 'auth_account') =>
    count(db.selectFrom(table).select('id').where('user_id', '=', userId).execute());
  return {
    records: await owned('records'),
    mutations: await owned('sync_mutations'),
    keys: await owned('account_keys'),
    // A counter's key ends in `:<subject>` (services/window-limit.ts).
    counters: await count(
      db.selectFrom('usage_counters').select('key').where('key', 'like', `%:${userId}`).execute(),
    ),
    users: await count(db.selectFrom('auth_user').select('id').where('id', '=', userId).execute()),
    sessions: await ofUser('auth_session'),
    accounts: await ofUser('auth_account'),
    verifications: await count(
      db.selectFrom('auth_verification').select('id').where('value', '=', userId).execute(),
    ),
    deletions: await owned('account_deletions'),
    community:
      (await count(
        db.selectFrom('chat_messages').select('seq').where('author_id', '=', userId).execute(),
      )) +
      (await count(
        db.selectFrom('chat_members').select('room_id').where('user_id', '=', userId).execute(),
      )) +
      (await count(
        db.selectFrom('chat_profiles').select('user_id').where('user_id', '=', userId).execute(),
      )) +
      (await count(
        db.selectFrom('chat_reports').select('id').where('reporter_id', '=', userId).execute(),
      )) +
      (await count(
        db
          .selectFrom('chat_blocks')
          .select('blocker_id')
          .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
          .execute(),
      )) +
      (await count(
        db
          .selectFrom('challenge_rank_optins')
          .select('user_id')
          .where('user_id', '=', userId)
          .execute(),
      )) +
      (await count(
        db
          .selectFrom('challenge_likes')
          .select('from_user')
          .where((eb) => eb.or([eb('from_user', '=', userId), eb('to_user', '=', userId)]))
          .execute(),
      )),
  };
}
