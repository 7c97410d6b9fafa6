// The current user's imagination data, live from the local database, and the repositories that write it.
import {
  imaginationRepository,
  imaginationSession,
  imaginationSessions,
  inspiration,
  inspirationRepository,
  inspirations,
  sessionInspiration,
  type ImaginationRepository,
  type InspirationRepository,
  type StoredRecord,
} from '@groeipad/local-db';
import { normalizeLanguage, type Language } from '@groeipad/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../lib/use-live';
import { useBoundRepository } from '../../lib/use-repository';

export type SessionRecord = StoredRecord<'imagination_sessions'>;
export type InspirationRecord = StoredRecord<'inspirations'>;

export type ImaginationRepositories = {
  sessions: ImaginationRepository;
  inspirations: InspirationRepository;
};

export function useImaginationRepositories(userId: string): ImaginationRepositories {
  const sessions = useBoundRepository(imaginationRepository, userId);
  const inspirations = useBoundRepository(inspirationRepository, userId);
  return useMemo(() => ({ sessions, inspirations }), [sessions, inspirations]);
}

const newestSession = (a: SessionRecord, b: SessionRecord) =>
  b.created_at - a.created_at || b.id.localeCompare(a.id);
const newestInspiration = (a: InspirationRecord, b: InspirationRecord) =>
  b.timestamp - a.timestamp || b.id.localeCompare(a.id);

/** The user's sessions, newest first; undefined while loading. */
export function useUserSessions(userId: string): SessionRecord[] | undefined {
  const records = useLive((db) => imaginationSessions(db, userId), [userId]);
  return useMemo(() => records && [...records].sort(newestSession), [records]);
}

/** The user's inspirations, newest first; undefined while loading. */
export function useUserInspirations(userId: string): InspirationRecord[] | undefined {
  const records = useLive((db) => inspirations(db, userId), [userId]);
  return useMemo(() => records && [...records].sort(newestInspiration), [records]);
}

/** One of the user's sessions: undefined while loading, null when there is none (or it is someone else's). */
export function useSession(userId: string, id: string): SessionRecord | null | undefined {
  return useLive((db) => imaginationSession(db, userId, id), [userId, id]);
}

/** One of the user's inspirations, as useSession. */
export function useInspiration(userId: string, id: string): InspirationRecord | null | undefined {
  return useLive((db) => inspiration(db, userId, id), [userId, id]);
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
  return useLive((db) => sessionInspiration(db, userId, sessionId), [userId, sessionId]);
}
