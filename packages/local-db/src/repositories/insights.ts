// Saved look backs (rewind_sessions) and pinned super insights: a user's list, newest first, and save-or-replace.
import { parseJsonObject, type EntityOf } from '@groeipad/domain';
import { pinnedInsights, savedRewinds } from '../queries/insights';
import { createRepository } from '../repository';
import type { CreateInput, Repository, RepositoryContext } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';

type Rewind = StoredRecord<'rewind_sessions'>;
type Pinned = StoredRecord<'super_insights'>;

export type RewindSessionsRepository = Repository<'rewind_sessions'> & {
  /** A user's saved look backs, newest period first. */
  forUser(userId: string): Promise<Rewind[]>;
  /**
   * Saves the look back of one period. Saving the same kind of period with the same session_date
   * again replaces the earlier record, so a period is never listed twice.
   */
  save(input: CreateInput<'rewind_sessions'>): Promise<EntityOf<'rewind_sessions'>>;
};

export type SuperInsightsRepository = Repository<'super_insights'> & {
  /** A user's pinned insights, most recently generated first. */
  forUser(userId: string): Promise<Pinned[]>;
  /**
   * Pins an insight whose metadata holds its stable `key` (see superInsightKey). Pinning the same
   * finding again refreshes the pinned record instead of adding a second one.
   */
  pin(input: CreateInput<'super_insights'>): Promise<EntityOf<'super_insights'>>;
};

/** The stable key of a pinned insight, kept in its metadata JSON; undefined when there is none. */
export function superInsightKey(record: { metadata?: string }): string | undefined {
  const key = parseJsonObject(record.metadata).key;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

export function rewindSessionsRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): RewindSessionsRepository {
  const repository = createRepository(db, 'rewind_sessions', ctx);
  const forUser = (userId: string) => savedRewinds(db, userId);
  return {
    ...repository,
    forUser,
    async save(input) {
      // Loaded before the transaction: awaiting a non-Dexie promise inside it would end the transaction.
      await loadSchemas();
      return db.transaction('rw', db.rewind_sessions, async () => {
        const same = (await forUser(input.user_id)).find(
          (s) => s.session_date === input.session_date && s.session_type === input.session_type,
        );
        const { id: _id, ...fields } = input;
        return same ? repository.update(same.id, fields) : repository.create(input);
      });
    },
  };
}

export function superInsightsRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): SuperInsightsRepository {
  const repository = createRepository(db, 'super_insights', ctx);
  const forUser = (userId: string) => pinnedInsights(db, userId);
  return {
    ...repository,
    forUser,
    async pin(input) {
      const key = superInsightKey(input);
      if (!key) throw new RangeError('A pinned insight needs a key in its metadata.');
      await loadSchemas();
      return db.transaction('rw', db.super_insights, async () => {
        const same = (await forUser(input.user_id)).find((p) => superInsightKey(p) === key);
        const { id: _id, ...fields } = input;
        return same ? repository.update(same.id, fields) : repository.create(input);
      });
    },
  };
}
