// A member's favourite members in PostgreSQL/PGlite: added and removed by their owner, read by their owner only, with the name and type the others show in rooms.
import type { MemberRef } from '@groeipad/domain';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function addFavourite(
  db: Kysely<Database>,
  ownerId: string,
  memberId: string,
): Promise<void> {
  await db
    .insertInto('chat_favourites')
    .values({ owner_id: ownerId, member_id: memberId })
    .onConflict((oc) => oc.columns(['owner_id', 'member_id']).doNothing())
    .execute();
}

export async function removeFavourite(
  db: Kysely<Database>,
  ownerId: string,
  memberId: string,
): Promise<void> {
  await db
    .deleteFrom('chat_favourites')
    .where('owner_id', '=', ownerId)
    .where('member_id', '=', memberId)
    .execute();
}

/** The owner's favourites, oldest first; a member who left the community (no profile) drops out. */
export async function favouritesOf(db: Kysely<Database>, ownerId: string): Promise<MemberRef[]> {
  const rows = await db
    .selectFrom('chat_favourites as f')
    .innerJoin('chat_profiles as p', 'p.user_id', 'f.member_id')
    .select(['f.member_id', 'p.display_name', 'p.mbti_type'])
    .where('f.owner_id', '=', ownerId)
    .orderBy('f.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.member_id,
    displayName: row.display_name,
    mbtiType: row.mbti_type,
  }));
}
