// Runs the challenges' auto-completion in the background (issue 20, decision 046): once at start and after
// each committed write to the records that complete challenges (journal, moods, goals, tasks, life-area
// questionnaires, wellness checks), here or synced from another device. The app shell loads this module
// lazily once the database is open, so the first route does not carry it.
import {
  AUTO_COMPLETION_TABLES,
  autoCompleteChallenges,
  localUser,
  onTablesWritten,
  type GroeipadDb,
} from '@groeipad/local-db';
import { deviceTimeZone } from './device-zone';

export type ChallengeAutoComplete = {
  stop: () => void;
  /** Resolves when no pass is running or asked for (tests wait on it). */
  settled: () => Promise<void>;
};

export function startChallengeAutoComplete(
  db: GroeipadDb,
  clock: { now: () => number; timeZone: () => string } = {
    now: () => Date.now(),
    timeZone: deviceTimeZone,
  },
): ChallengeAutoComplete {
  let stopped = false;
  let current: Promise<void> | null = null;
  let again = false;

  async function passes(): Promise<void> {
    do {
      again = false;
      const user = await localUser(db);
      if (stopped || !user) return;
      await autoCompleteChallenges(
        db,
        { now: clock.now, actor: user.id },
        { at: clock.now(), timeZone: clock.timeZone() },
      );
    } while (again && !stopped);
  }

  /** One pass at a time; writes during a pass ask for one more, however many there were. */
  function request(): void {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = passes()
      .catch((error: unknown) => {
        if (!stopped) console.warn('Challenges could not complete themselves', error);
      })
      .finally(() => {
        current = null;
      });
  }

  const unsubscribe = onTablesWritten(db, AUTO_COMPLETION_TABLES, request);
  request();
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    settled: async () => {
      while (current) await current;
    },
  };
}
