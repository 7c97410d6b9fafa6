// A fresh, empty database in a private in-memory IndexedDB, so a simulated onboarding never reaches the user's data.
import { openGroeipadDb, type GroeipadDb } from '@groeipad/local-db';

export const SIMULATOR_DB_NAME = 'groeipad-simulator';

/** Each call gets its own factory: a restart starts from nothing, whatever the last run left. */
export async function openSimulatedDatabase(): Promise<GroeipadDb> {
  // Loaded only here, so the in-memory IndexedDB stays out of every other screen's code.
  const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
  const { db } = await openGroeipadDb({
    name: SIMULATOR_DB_NAME,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    requestPersistence: false,
    announceStorage: false,
  });
  return db;
}

/** What the simulated run stored, per table the flow writes. */
export async function simulatedCounts(db: GroeipadDb) {
  return {
    onboarding_states: await db.onboarding_states.count(),
    users: await db.users.count(),
    mbti_profiles: await db.mbti_profiles.count(),
    wellness_assessments: await db.wellness_assessments.count(),
    settings: await db.settings.count(),
  };
}
export type SimulatedCounts = Awaited<ReturnType<typeof simulatedCounts>>;
