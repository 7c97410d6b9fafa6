// Reads of better-auth's user table that our own code needs (better-auth writes it): the only SQL of auth_user outside deletion.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The id of the user with this address, as better-auth stores and finds it (lower case), or undefined. */
export async function userIdByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
