// Inspirations from imagination sessions: made once per finished session, kept, archived, or moved into the
// journal as an enhanced entry (in one transaction, and never twice).
import { readingTimeMinutes, wordCount } from '@groeipad/domain';
import type { EntityOf, MbtiType } from '@groeipad/domain';
import { withoutBookkeeping } from '../bookkeeping';
import { RecordNotFoundError } from '../errors';
import { inspirations } from '../queries/imagination';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext, UpdatePatch } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';
import { enhancedJournalRepository } from './enhanced-journal';
import { rewrite } from './rewrite';

type Inspiration = EntityOf<'inspirations'>;
type StoredInspiration = StoredRecord<'inspirations'>;
export type InspirationStatus = Inspiration['status'];

/** An inspiration asked of a session that is still running. */
export class ImaginationSessionActiveError extends Error {
  constructor(readonly id: string) {
    super(`Imagination session ${id} is not finished yet`);
    this.name = 'ImaginationSessionActiveError';
  }
}

export type InspirationDraftInput = {
  title: string;
  summary: string;
  content?: string;
  source: string;
};

export type InspirationEdit = { title?: string; summary?: string };

export type TransferToJournalOptions = {
  /** Journal category of the new entry; 'growth' by default. */
  category?: string;
  mbtiType?: MbtiType;
};

export type TransferResult = {
  inspiration: Inspiration;
  entryId: string;
  /** false when the inspiration was already in the journal and that entry was reused. */
  created: boolean;
};

export type InspirationRepository = Repository<'inspirations'> & {
  /** The session's inspiration with status 'new'; returns the existing one if the session already has one. */
  createFromSession(sessionId: string, draft: InspirationDraftInput): Promise<Inspiration>;
  forSession(sessionId: string): Promise<StoredInspiration | undefined>;
  /** A user's inspirations (only `status` when given), newest first. */
  forUser(userId: string, status?: InspirationStatus): Promise<StoredInspiration[]>;
  /** Changes title and/or summary; the status stays. */
  edit(id: string, patch: InspirationEdit): Promise<Inspiration>;
  /** Applies the edit and keeps a new inspiration ('saved'); other statuses stay. */
  keep(id: string, patch?: InspirationEdit): Promise<Inspiration>;
  archive(id: string): Promise<Inspiration>;
  /** Out of the archive: back to 'transferred' if it is in the journal, else 'saved'. */
  restore(id: string): Promise<Inspiration>;
  /** Creates the journal entry and marks the inspiration transferred; a second call reuses the entry. */
  transferToJournal(id: string, options?: TransferToJournalOptions): Promise<TransferResult>;
};

const JOURNAL_CATEGORY = 'growth';

function edited(patch: InspirationEdit): UpdatePatch<'inspirations'> {
  const out: UpdatePatch<'inspirations'> = {};
  if (patch.title !== undefined) out.title = patch.title.trim();
  if (patch.summary !== undefined) out.summary = patch.summary;
  return out;
}

export function inspirationRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): InspirationRepository {
  const repository = createRepository(db, 'inspirations', ctx);
  const journal = enhancedJournalRepository(db, ctx);
  const change = (id: string, patch: (record: Inspiration) => UpdatePatch<'inspirations'>) =>
    rewrite(db, 'inspirations', repository, id, patch);
  const forSession = (sessionId: string) =>
    db.inspirations.where('imagination_session_id').equals(sessionId).first();

  return {
    ...repository,
    async createFromSession(sessionId, draft) {
      await loadSchemas();
      return db.transaction('rw', db.inspirations, db.imagination_sessions, async () => {
        const session = await db.imagination_sessions.get(sessionId);
        if (!session) throw new RecordNotFoundError('imagination_sessions', sessionId);
        if (session.is_active) throw new ImaginationSessionActiveError(sessionId);
        const existing = await forSession(sessionId);
        if (existing) return withoutBookkeeping(existing) as Inspiration;
        return repository.create({
          user_id: session.user_id,
          imagination_session_id: sessionId,
          title: draft.title.trim(),
          summary: draft.summary,
          content: draft.content,
          source: draft.source,
          status: 'new',
          is_transferred_to_journal: false,
          timestamp: ctx.now(),
        });
      });
    },
    forSession,
    async forUser(userId, status) {
      return (await inspirations(db, userId))
        .filter((inspiration) => status === undefined || inspiration.status === status)
        .sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
    },
    edit: (id, patch) => change(id, () => edited(patch)),
    keep: (id, patch = {}) =>
      change(id, (record) => ({
        ...edited(patch),
        ...(record.status === 'new' ? { status: 'saved' as const } : {}),
      })),
    archive: (id) => change(id, () => ({ status: 'archived', archived_at: ctx.now() })),
    restore: (id) =>
      change(id, (record) => ({
        status: record.is_transferred_to_journal ? 'transferred' : 'saved',
        archived_at: undefined,
      })),
    async transferToJournal(id, options = {}) {
      await loadSchemas();
      const tables = [db.inspirations, db.enhanced_journal_entries, db.imagination_sessions];
      return db.transaction('rw', tables, async (): Promise<TransferResult> => {
        const stored = await db.inspirations.get(id);
        if (!stored) throw new RecordNotFoundError('inspirations', id);
        const inspiration = withoutBookkeeping(stored) as Inspiration;
        const previous = inspiration.journal_entry_id;
        if (inspiration.is_transferred_to_journal && previous) {
          // Reuse the entry while it exists; one the person deleted from the journal is written anew.
          if (await db.enhanced_journal_entries.get(previous)) {
            return { inspiration, entryId: previous, created: false };
          }
        }
        const session = inspiration.imagination_session_id
          ? await db.imagination_sessions.get(inspiration.imagination_session_id)
          : undefined;
        const content = [inspiration.summary, inspiration.content ?? '']
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .join('\n\n');
        const now = ctx.now();
        const entry = await journal.create({
          user_id: inspiration.user_id,
          title: inspiration.title,
          content,
          // No mood: the user chose none, and an invented one would count in the average (decision 039).
          tags: '[]',
          category: options.category ?? JOURNAL_CATEGORY,
          levensgebied: session?.levensgebied,
          mbti_type: options.mbtiType,
          is_private: true,
          is_favorite: false,
          word_count: wordCount(content),
          reading_time_minutes: readingTimeMinutes(content),
          date: now,
          is_public: false,
          share_with_ai: false,
          metadata: JSON.stringify({ inspiration_id: inspiration.id }),
        });
        const updated = await repository.update(id, {
          status: 'transferred',
          is_transferred_to_journal: true,
          journal_entry_id: entry.id,
          transferred_at: now,
          archived_at: undefined,
        });
        return { inspiration: updated, entryId: entry.id, created: true };
      });
    },
  };
}
