// Reads of imagination sessions and the inspirations made from them; a record of another user is never returned.
import type { LevensgebiedId } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord } from '../types';

export type ImaginationSessionRecord = StoredRecord<'imagination_sessions'>;
export type InspirationRecord = StoredRecord<'inspirations'>;

/** Every session of the user, in no particular order (there is no time index: sort for display). */
export function imaginationSessions(
  db: GroeipadDb,
  userId: string,
): Promise<ImaginationSessionRecord[]> {
  return db.imagination_sessions.where('user_id').equals(userId).toArray();
}

/** The user's sessions about one levensgebied, in no particular order. */
export function areaImaginationSessions(
  db: GroeipadDb,
  userId: string,
  area: LevensgebiedId,
): Promise<ImaginationSessionRecord[]> {
  return db.imagination_sessions
    .where('levensgebied')
    .equals(area)
    .filter((session) => session.user_id === userId)
    .toArray();
}

/** The session with `id` if it is the user's; null when there is none (undefined stays free for "loading"). */
export async function imaginationSession(
  db: GroeipadDb,
  userId: string,
  id: string,
): Promise<ImaginationSessionRecord | null> {
  const session = await db.imagination_sessions.get(id);
  return session?.user_id === userId ? session : null;
}

/** Every inspiration of the user, in no particular order. */
export function inspirations(db: GroeipadDb, userId: string): Promise<InspirationRecord[]> {
  return db.inspirations.where('user_id').equals(userId).toArray();
}

/** The inspiration with `id` if it is the user's, else null. */
export async function inspiration(
  db: GroeipadDb,
  userId: string,
  id: string,
): Promise<InspirationRecord | null> {
  const found = await db.inspirations.get(id);
  return found?.user_id === userId ? found : null;
}

/** The user's inspiration made from one session, else null (the first by id, should there be more). */
export async function sessionInspiration(
  db: GroeipadDb,
  userId: string,
  sessionId: string,
): Promise<InspirationRecord | null> {
  const made = await db.inspirations.where('imagination_session_id').equals(sessionId).toArray();
  return made.find((record) => record.user_id === userId) ?? null;
}
