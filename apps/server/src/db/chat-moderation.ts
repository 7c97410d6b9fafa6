// Community moderation in PostgreSQL/PGlite: reports with the messages around them, the moderator role (given by an operator), hiding a message, muting a member, slow mode.
import { randomUUID } from 'node:crypto';
import type { OpenReport, ReportContextMessage } from '@groeipad/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Messages before and after the reported one that go with a report, so moderators see the conversation. */
export const REPORT_CONTEXT = 5;

export async function isModerator(
  db: Kysely<Database>,
  userId: string,
  roomId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_members')
    .select('role')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role === 'moderator';
}

export type ReportOutcome =
  { outcome: 'reported'; report: OpenReport } | { outcome: 'already' | 'missing' };

/**
 * Stores a report of message `seq` with up to REPORT_CONTEXT messages on each side, as they are now,
 * and returns it as moderators see it. 'missing' when there is no such visible message; a second report
 * by the same member is 'already'.
 */
export async function reportMessage(
  db: Kysely<Database>,
  report: { roomId: string; seq: number; reporterId: string; reason: string },
): Promise<ReportOutcome> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_profiles as p', 'p.user_id', 'm.author_id')
    .select(['m.seq', 'm.author_id', 'm.body', 'm.created_at', 'm.hidden_at', 'p.display_name'])
    .where('m.room_id', '=', report.roomId)
    .where('m.seq', '>=', report.seq - REPORT_CONTEXT)
    .where('m.seq', '<=', report.seq + REPORT_CONTEXT)
    .orderBy('m.seq')
    .execute();
  const reported = rows.find((row) => Number(row.seq) === report.seq);
  if (!reported || reported.hidden_at !== null) return { outcome: 'missing' };
  const context: ReportContextMessage[] = rows
    .filter((row) => row.hidden_at === null)
    .map((row) => ({
      seq: Number(row.seq),
      authorId: row.author_id,
      displayName: row.display_name ?? '',
      body: row.body,
      createdAt: row.created_at.toISOString(),
    }));
  const inserted = await db
    .insertInto('chat_reports')
    .values({
      id: randomUUID(),
      room_id: report.roomId,
      seq: report.seq,
      reporter_id: report.reporterId,
      reason: report.reason,
      context: JSON.stringify(context),
    })
    .onConflict((oc) => oc.columns(['room_id', 'seq', 'reporter_id']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (!inserted) return { outcome: 'already' };
  return {
    outcome: 'reported',
    report: {
      id: inserted.id,
      roomId: report.roomId,
      seq: report.seq,
      reason: report.reason,
      createdAt: inserted.created_at.toISOString(),
      context,
    },
  };
}

/** The room's reports nobody resolved yet, oldest first (reporters are not named to moderators). */
export async function openReports(db: Kysely<Database>, roomId: string): Promise<OpenReport[]> {
  const rows = await db
    .selectFrom('chat_reports')
    .select(['id', 'room_id', 'seq', 'reason', 'created_at', 'context'])
    .where('room_id', '=', roomId)
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    roomId: row.room_id,
    seq: Number(row.seq),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    context: row.context as ReportContextMessage[],
  }));
}

/** Marks a report resolved; false when it is not an open report of `roomId`. */
export async function resolveReport(
  db: Kysely<Database>,
  roomId: string,
  reportId: string,
  moderatorId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_reports')
    .set({ resolved_at: new Date(), resolved_by: moderatorId })
    .where('id', '=', reportId)
    .where('room_id', '=', roomId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Hides a message from everyone's reads and resolves its open reports, returning their ids; null when
 * there is no such message.
 */
export async function hideMessage(
  db: Kysely<Database>,
  roomId: string,
  seq: number,
  moderatorId: string,
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const hidden = await trx
      .updateTable('chat_messages')
      .set({ hidden_at: sql`coalesce(hidden_at, now())` })
      .where('room_id', '=', roomId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (Number(hidden.numUpdatedRows) === 0) return null;
    const resolved = await trx
      .updateTable('chat_reports')
      .set({ resolved_at: new Date(), resolved_by: moderatorId })
      .where('room_id', '=', roomId)
      .where('seq', '=', seq)
      .where('resolved_at', 'is', null)
      .returning('id')
      .execute();
    return resolved.map((row) => row.id);
  });
}

/** Mutes a member of the room until `until` (null lifts it); false when they are not a member. */
export async function muteMember(
  db: Kysely<Database>,
  roomId: string,
  memberId: string,
  until: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_members')
    .set({ muted_until: until })
    .where('room_id', '=', roomId)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setSlowMode(
  db: Kysely<Database>,
  roomId: string,
  seconds: number,
): Promise<void> {
  await db
    .updateTable('chat_rooms')
    .set({ slow_mode_seconds: seconds })
    .where('id', '=', roomId)
    .execute();
}

/**
 * The operator's command (npm run community:moderator): gives or takes the moderator role in a public
 * room to the account with `email`, joining it when needed. Returns the user id, or null for no account.
 */
export async function setModerator(
  db: Kysely<Database>,
  email: string,
  roomId: string,
  moderator: boolean,
): Promise<string | null> {
  const user = await db
    .selectFrom('auth_user')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return null;
  const role = moderator ? ('moderator' as const) : ('member' as const);
  await db
    .insertInto('chat_members')
    .values({ room_id: roomId, user_id: user.id, role })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet({ role }))
    .execute();
  return user.id;
}
