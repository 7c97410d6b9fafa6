// Community challenges in PostgreSQL/PGlite (issue 20, decision 047): who of a type's community takes part in a week's challenge (their synced runs), their done days (synced done days, each local day once), likes, and the members who opted in to the rank with their synced challenge records.
import {
  challengeAnalyticsSchema,
  challengeParticipantSchema,
  type ChallengeAnalytics,
  type ChallengeParticipant,
  type DayKey,
  type MbtiType,
  UNDONE_SOURCE,
} from '@groeipad/domain';
import { sql, type Kysely } from 'kysely';
import { noBlockBetween } from './chat-rooms';
import type { Database } from './schema';

// Literals, not parameters: the planner matches them to the partial indexes of migration 0013.
const RUNS = sql.lit('challenge_participants');
const DAYS = sql.lit('challenge_analytics');

/** The account is not being deleted (decision 035): it shows nowhere from the first sweep on. */
function notLeaving(member: string) {
  return sql<boolean>`not exists (
    select 1 from account_deletions d where d.owner_id = ${sql.ref(member)})`;
}

export type WeekRun = {
  challengeId: string;
  memberId: string;
  name: string;
  /** Every run record of theirs for the week shares progress (a normal device writes one). */
  shared: boolean;
  /** The account's creation: done days before its day − 1 do not count. */
  createdAt: Date;
};

/**
 * The runs of `challengeIds` in the week from `periodStart` that members of `type`'s community synced for
 * that community and did not leave, one per member and challenge; members blocked either way with
 * `viewerId` left out (the viewer's own run is in).
 */
export async function weekRuns(db: Kysely<Database>, input: WeekRunsInput): Promise<WeekRun[]> {
  if (input.challengeIds.length === 0) return [];
  const rows = await weekRunsQuery(db, input).execute();
  return rows.map((row) => ({
    challengeId: row.challenge_id,
    memberId: row.owner_id,
    name: row.display_name,
    shared: row.shared === true,
    createdAt: row.created_at,
  }));
}

type WeekRunsInput = {
  type: MbtiType;
  periodStart: DayKey;
  challengeIds: readonly string[];
  viewerId: string;
};

/** The query of weekRuns (its plan is tested: it goes through records_challenge_runs_idx). */
export function weekRunsQuery(db: Kysely<Database>, input: WeekRunsInput) {
  return db
    .selectFrom('records as r')
    .innerJoin('chat_profiles as p', 'p.user_id', 'r.owner_id')
    .innerJoin('auth_user as u', 'u.id', 'r.owner_id')
    .select([
      sql<string>`r.data->>'challenge_id'`.as('challenge_id'),
      'r.owner_id',
      'p.display_name',
      'u.created_at',
      sql<boolean>`bool_and(r.data->>'share_progress' = 'true')`.as('shared'),
    ])
    .where(sql<boolean>`r.table_name = ${RUNS}`)
    .where('r.deleted', '=', false)
    .where(sql<string>`r.data->>'challenge_id'`, 'in', [...input.challengeIds])
    .where(sql<string>`r.data->>'period_start'`, '=', input.periodStart)
    .where(sql<string>`r.data->>'community_type'`, '=', input.type)
    .where(sql<string>`coalesce(r.data->>'status', '')`, '!=', 'left')
    .where('p.mbti_type', '=', input.type)
    .where(noBlockBetween(input.viewerId, 'r.owner_id'))
    .where(notLeaving('r.owner_id'))
    .groupBy([sql`r.data->>'challenge_id'`, 'r.owner_id', 'p.display_name', 'u.created_at']);
}

/**
 * Per member, the distinct local days they synced as done of `challengeId` between `from` and `through`
 * (inclusive), oldest first; however many records name a day, it is there once, and a day taken back
 * (source `undone`) is not there.
 */
export async function doneDaysOf(
  db: Kysely<Database>,
  input: DoneDaysInput,
): Promise<Map<string, DayKey[]>> {
  const days = new Map<string, DayKey[]>();
  if (input.memberIds.length === 0 || input.from > input.through) return days;
  const rows = await doneDaysQuery(db, input).execute();
  for (const row of rows) days.set(row.owner_id, [...(days.get(row.owner_id) ?? []), row.day]);
  return days;
}

type DoneDaysInput = {
  challengeId: string;
  memberIds: readonly string[];
  from: DayKey;
  through: DayKey;
};

/**
 * The query of doneDaysOf (its plan is tested: it goes through records_challenge_days_idx). As doneDayFrom:
 * a day needs its zone, and one the member took back counts for nothing.
 */
export function doneDaysQuery(db: Kysely<Database>, input: DoneDaysInput) {
  return db
    .selectFrom('records as r')
    .select(['r.owner_id', sql<string>`r.data->>'local_date'`.as('day')])
    .distinct()
    .where(sql<boolean>`r.table_name = ${DAYS}`)
    .where('r.deleted', '=', false)
    .where(sql<string>`r.data->>'challenge_id'`, '=', input.challengeId)
    .where('r.owner_id', 'in', [...input.memberIds])
    .where(sql<string>`r.data->>'local_date'`, '>=', input.from)
    .where(sql<string>`r.data->>'local_date'`, '<=', input.through)
    .where(sql<string>`r.data->>'time_zone'`, 'is not', null)
    .where(sql<string>`coalesce(r.data->>'source', '')`, '!=', UNDONE_SOURCE)
    .orderBy('r.owner_id')
    .orderBy('day');
}

export type RunLikes = { count: number; likedByViewer: boolean };

/** Likes on each member's run of `challengeId` in the week, keyed by member. */
export async function likesOf(
  db: Kysely<Database>,
  input: { challengeId: string; periodStart: DayKey; viewerId: string },
): Promise<Map<string, RunLikes>> {
  const rows = await db
    .selectFrom('challenge_likes')
    .select((eb) => [
      'to_user',
      eb.fn.countAll<number | string>().as('n'),
      sql<boolean>`bool_or(from_user = ${input.viewerId})`.as('mine'),
    ])
    .where('challenge_id', '=', input.challengeId)
    .where('period_start', '=', input.periodStart)
    .groupBy('to_user')
    .execute();
  return new Map(
    rows.map((row) => [row.to_user, { count: Number(row.n), likedByViewer: row.mine === true }]),
  );
}

export type LikeKey = {
  challengeId: string;
  periodStart: DayKey;
  fromUser: string;
  toUser: string;
};

export async function addLike(db: Kysely<Database>, like: LikeKey): Promise<void> {
  await db
    .insertInto('challenge_likes')
    .values({
      challenge_id: like.challengeId,
      period_start: like.periodStart,
      from_user: like.fromUser,
      to_user: like.toUser,
    })
    .onConflict((oc) =>
      oc.columns(['challenge_id', 'period_start', 'to_user', 'from_user']).doNothing(),
    )
    .execute();
}

export async function removeLike(db: Kysely<Database>, like: LikeKey): Promise<void> {
  await db
    .deleteFrom('challenge_likes')
    .where('challenge_id', '=', like.challengeId)
    .where('period_start', '=', like.periodStart)
    .where('from_user', '=', like.fromUser)
    .where('to_user', '=', like.toUser)
    .execute();
}

export async function isOptedIn(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('challenge_rank_optins')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOptIn(
  db: Kysely<Database>,
  userId: string,
  optIn: boolean,
): Promise<void> {
  if (optIn) {
    await db
      .insertInto('challenge_rank_optins')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('challenge_rank_optins').where('user_id', '=', userId).execute();
  }
}

export type RankMember = {
  userId: string;
  name: string;
  createdAt: Date;
  /** The newest change to any of their challenge records (0 when they have none): a new one means new XP. */
  stamp: number;
};

/**
 * The members of `type`'s community who opted in to the rank, with the version of their newest challenge
 * record; those blocked either way with `viewerId` left out.
 */
export async function rankMembers(
  db: Kysely<Database>,
  type: MbtiType,
  viewerId: string,
): Promise<RankMember[]> {
  const rows = await db
    .selectFrom('challenge_rank_optins as o')
    .innerJoin('chat_profiles as p', 'p.user_id', 'o.user_id')
    .innerJoin('auth_user as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.user_id',
      'p.display_name',
      'u.created_at',
      eb
        .selectFrom('records as r')
        .select(sql<number | string | null>`max(r.version)`.as('v'))
        .whereRef('r.owner_id', '=', 'o.user_id')
        .where(sql<boolean>`r.table_name in (${RUNS}, ${DAYS})`)
        .as('stamp'),
    ])
    .where('p.mbti_type', '=', type)
    .where(noBlockBetween(viewerId, 'o.user_id'))
    .where(notLeaving('o.user_id'))
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.display_name,
    createdAt: row.created_at,
    stamp: Number(row.stamp ?? 0),
  }));
}

export type ChallengeRecords = { doneDays: ChallengeAnalytics[]; runs: ChallengeParticipant[] };

const LOAD_CHUNK = 200;

/**
 * The synced, not deleted, challenge records of these members that pass the domain schema (anything
 * else is left out, as the app would refuse it).
 */
export async function challengeRecordsOf(
  db: Kysely<Database>,
  memberIds: readonly string[],
): Promise<Map<string, ChallengeRecords>> {
  const result = new Map<string, ChallengeRecords>();
  for (const id of memberIds) result.set(id, { doneDays: [], runs: [] });
  for (let start = 0; start < memberIds.length; start += LOAD_CHUNK) {
    const rows = await db
      .selectFrom('records')
      .select(['owner_id', 'table_name', 'data'])
      .where('owner_id', 'in', memberIds.slice(start, start + LOAD_CHUNK))
      .where(sql<boolean>`table_name in (${RUNS}, ${DAYS})`)
      .where('deleted', '=', false)
      .execute();
    for (const row of rows) {
      const records = result.get(row.owner_id);
      if (!records) continue;
      if (row.table_name === 'challenge_analytics') {
        const parsed = challengeAnalyticsSchema.safeParse(row.data);
        if (parsed.success) records.doneDays.push(parsed.data);
      } else {
        const parsed = challengeParticipantSchema.safeParse(row.data);
        if (parsed.success) records.runs.push(parsed.data);
      }
    }
  }
  return result;
}
