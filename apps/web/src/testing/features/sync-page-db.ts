// Test support for the sync page: a device whose records all synced once, then journal entries and a task written since.
import { createDexieSyncStore, createRepository, type GroeipadDb } from '@groeipad/local-db';
import { TEST_USER_ID } from '../database';

const ctx = { now: Date.now, actor: TEST_USER_ID };

/** Everything on the device acknowledged by the "server", and a completed run a minute ago. */
export async function seedSyncedDevice(db: GroeipadDb): Promise<void> {
  const store = createDexieSyncStore(db, { userId: TEST_USER_ID, deviceId: 'd1' });
  const sent = await store.pendingChanges(500, Date.now());
  await store.acknowledge(
    sent,
    sent.map((change) => ({
      status: 'accepted' as const,
      table: change.table,
      id: change.id,
      version: 1,
    })),
    1,
  );
  await store.recordRun(Date.now() - 60_000, []);
}

/** Three journal entries and one task written after the last sync. */
export async function seedWaitingRecords(db: GroeipadDb): Promise<void> {
  const journal = createRepository(db, 'enhanced_journal_entries', ctx);
  for (const title of ['Ochtend', 'Middag', 'Avond']) {
    await journal.create({
      user_id: TEST_USER_ID,
      title,
      content: `${title}: rustig.`,
      tags: '[]',
      category: 'personal',
      is_private: true,
      is_favorite: false,
      word_count: 2,
      date: Date.now(),
      is_public: false,
      share_with_ai: false,
    });
  }
  await createRepository(db, 'tasks', ctx).create({
    user_id: TEST_USER_ID,
    title: 'Wandelen',
    completed: false,
    priority: 'medium',
  });
}
