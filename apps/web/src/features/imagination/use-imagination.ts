// The current user's imagination data, live from the local database, and the repositories that write it.
import {
  imaginationRepository,
  inspirationRepository,
  useLiveRecords,
  type ImaginationRepository,
  type InspirationRepository,
  type StoredRecord,
} from '@groeipad/local-db';
import { normalizeLanguage, type Language } from '@groeipad/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';

export type SessionRecord = StoredRecord<'imagination_sessions'>;
export type InspirationRecord = StoredRecord<'inspirations'>;

const wallClock = (): number => Date.now();

export type ImaginationRepositories = {
  sessions: ImaginationRepository;
  inspirations: InspirationRepository;
};

export function useImaginationRepositories(userId: string): ImaginationRepositories {
  const { db } = useDatabase();
  return useMemo(() => {
    const ctx = { now: wallClock, actor: userId };
    return {
      sessions: imaginationRepository(db, ctx),
      inspirations: inspirationRepository(db, ctx),
    };
  }, [db, userId]);
}

const newestSession = (a: SessionRecord, b: SessionRecord) =>
  b.created_at - a.created_at || b.id.localeCompare(a.id);
const newestInspiration = (a: InspirationRecord, b: InspirationRecord) =>
  b.timestamp - a.timestamp || b.id.localeCompare(a.id);

/** The user's sessions, newest first; undefined while loading. */
export function useUserSessions(userId: string): SessionRecord[] | undefined {
  const { db } = useDatabase();
  const records = useLiveRecords(
    db,
    'imagination_sessions',
    (table) => table.where('user_id').equals(userId).toArray(),
    [userId],
  );
  return useMemo(() => records && [...records].sort(newestSession), [records]);
}

/** The user's inspirations, newest first; undefined while loading. */
export function useUserInspirations(userId: string): InspirationRecord[] | undefined {
  const { db } = useDatabase();
  const records = useLiveRecords(
    db,
    'inspirations',
    (table) => table.where('user_id').equals(userId).toArray(),
    [userId],
  );
  return useMemo(() => records && [...records].sort(newestInspiration), [records]);
}

/** One of the user's sessions: undefined while loading, null when there is none (or it is someone else's). */
export function useSession(userId: string, id: string): SessionRecord | null | undefined {
  const { db } = useDatabase();
  const records = useLiveRecords(
    db,
    'imagination_sessions',
    (table) => table.where('id').equals(id).toArray(),
    [id],
  );
  if (!records) return undefined;
  return records.find((record) => record.user_id === userId) ?? null;
}

/** One of the user's inspirations, as useSession. */
export function useInspiration(userId: string, id: string): InspirationRecord | null | undefined {
  const { db } = useDatabase();
  const records = useLiveRecords(
    db,
    'inspirations',
    (table) => table.where('id').equals(id).toArray(),
    [id],
  );
  if (!records) return undefined;
  return records.find((record) => record.user_id === userId) ?? null;
}

/** The language of the guided texts: the interface language, or Dutch. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The inspiration made from a session: undefined while loading, null when there is none yet. */
export function useSessionInspiration(
  userId: string,
  sessionId: string,
): InspirationRecord | null | undefined {
  const { db } = useDatabase();
  const records = useLiveRecords(
    db,
    'inspirations',
    (table) => table.where('imagination_session_id').equals(sessionId).toArray(),
    [sessionId],
  );
  if (!records) return undefined;
  return records.find((record) => record.user_id === userId) ?? null;
}
