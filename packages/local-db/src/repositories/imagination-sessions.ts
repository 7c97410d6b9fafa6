// Active-imagination sessions: start one per user, save each step's exchange, move between steps, finish or stop.
import type { EntityOf, LevensgebiedId } from '@groeipad/domain';
import { imaginationSessions } from '../queries/imagination';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext, UpdatePatch } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';
import {
  readSessionData,
  withExchange,
  writeSessionData,
  type ImaginationEnding,
  type ImaginationSessionData,
} from './imagination-session-data';
import { rewrite } from './rewrite';

type Session = EntityOf<'imagination_sessions'>;
type StoredSession = StoredRecord<'imagination_sessions'>;

/** A write to a session that was already finished or stopped. */
export class ImaginationSessionClosedError extends Error {
  constructor(readonly id: string) {
    super(`Imagination session ${id} is closed`);
    this.name = 'ImaginationSessionClosedError';
  }
}

export type StartImaginationInput = {
  user_id: string;
  levensgebied: LevensgebiedId;
  session_title: string;
  session_description?: string;
  /** Steps in the script; advance stops at the last one. */
  step_count: number;
  /** Version of the script the prompts come from (imagination_sessions.version). */
  version: number;
  /** Interface language the prompts are shown in. */
  language?: string;
};

export type ImaginationStepInput = {
  /** 0-based; at most the session's current step (no answering ahead). */
  step: number;
  ai_query: string;
  response: string;
  ai_response: string;
};

export type ImaginationRepository = Repository<'imagination_sessions'> & {
  /** Starts a session at step 0; any other active session of the user is stopped in the same transaction. */
  start(input: StartImaginationInput): Promise<Session>;
  /** Saves a step's exchange in session_data (replacing an earlier one) and mirrors it in response/ai_query/ai_response. */
  saveStep(id: string, input: ImaginationStepInput): Promise<Session>;
  /** One step on, never past the last step. */
  advance(id: string): Promise<Session>;
  /** One step back, never before the first. */
  back(id: string): Promise<Session>;
  /** Done: is_active false, ended 'finished'. */
  finish(id: string): Promise<Session>;
  /** Left unfinished for good: is_active false, ended 'stopped'. */
  stop(id: string): Promise<Session>;
  /** A user's sessions, newest first. */
  forUser(userId: string): Promise<StoredSession[]>;
  /** The user's unfinished session, if any (the newest, should there be more). */
  active(userId: string): Promise<StoredSession | undefined>;
};

function open(session: Session): ImaginationSessionData {
  if (!session.is_active) throw new ImaginationSessionClosedError(session.id);
  return readSessionData(session.session_data);
}

function closing(session: Session, ended: ImaginationEnding, now: number) {
  const data = { ...open(session), ended, ended_at: now };
  return {
    is_active: false,
    session_data: writeSessionData(data),
  } satisfies UpdatePatch<'imagination_sessions'>;
}

const newestFirst = (a: StoredSession, b: StoredSession) =>
  b.created_at - a.created_at || b.id.localeCompare(a.id);

export function imaginationRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): ImaginationRepository {
  const repository = createRepository(db, 'imagination_sessions', ctx);
  const change = (id: string, patch: (session: Session) => UpdatePatch<'imagination_sessions'>) =>
    rewrite(db, 'imagination_sessions', repository, id, patch);
  // A user has few sessions and there is no [user_id+created_at] index: sorting in memory is cheap.
  const forUser = async (userId: string) =>
    (await imaginationSessions(db, userId)).sort(newestFirst);

  return {
    ...repository,
    async start(input) {
      if (!Number.isInteger(input.step_count) || input.step_count < 1) {
        throw new RangeError(`step_count must be a positive whole number, got ${input.step_count}`);
      }
      // Loaded before the transaction: awaiting a non-Dexie promise inside it would end the transaction.
      await loadSchemas();
      return db.transaction('rw', db.imagination_sessions, async () => {
        const stillActive = (await forUser(input.user_id)).filter((s) => s.is_active);
        for (const session of stillActive) {
          await repository.update(session.id, closing(session, 'stopped', ctx.now()));
        }
        const data: ImaginationSessionData = { step_count: input.step_count, exchanges: [] };
        if (input.language) data.language = input.language;
        return repository.create({
          user_id: input.user_id,
          levensgebied: input.levensgebied,
          session_title: input.session_title,
          session_description: input.session_description,
          step: 0,
          session_data: writeSessionData(data),
          mcp_processed: false,
          is_active: true,
          version: input.version,
        });
      });
    },
    saveStep: (id, input) =>
      change(id, (session) => {
        const data = open(session);
        if (!Number.isInteger(input.step) || input.step < 0 || input.step > session.step) {
          throw new RangeError(`Step ${input.step} cannot be saved at step ${session.step}`);
        }
        const exchange = { ...input, saved_at: ctx.now() };
        return {
          response: input.response,
          ai_query: input.ai_query,
          ai_response: input.ai_response,
          session_data: writeSessionData(withExchange(data, exchange)),
        };
      }),
    advance: (id) =>
      change(id, (session) => ({
        step: Math.min(session.step + 1, open(session).step_count - 1),
      })),
    back: (id) =>
      change(id, (session) => {
        open(session);
        return { step: Math.max(session.step - 1, 0) };
      }),
    finish: (id) => change(id, (session) => closing(session, 'finished', ctx.now())),
    stop: (id) => change(id, (session) => closing(session, 'stopped', ctx.now())),
    forUser,
    active: async (userId) => (await forUser(userId)).find((session) => session.is_active),
  };
}
