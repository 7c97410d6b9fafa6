// Browser harness for the persistence tests: opens the real database and exposes a few calls on window.harness.
import {
  createRepository,
  databaseStatusReport,
  getStorageStatus,
  openGroeipadDb,
} from '../src/index';
import type { DatabaseStatusReport, StorageStatus, StoredRecord } from '../src/index';

export type Harness = {
  /** Creates a journal entry; resolves once IndexedDB committed it. */
  create: (title: string) => Promise<string>;
  get: (id: string) => Promise<StoredRecord<'journal_entries'> | undefined>;
  count: () => Promise<number>;
  status: () => Promise<{ storage: StorageStatus; report: DatabaseStatusReport }>;
};

const opened = openGroeipadDb({ name: 'groeipad-e2e', appVersion: 'e2e' });

const harness: Harness = {
  async create(title) {
    const { db } = await opened;
    const journal = createRepository(db, 'journal_entries', {
      now: () => Date.now(),
      actor: 'e2e',
    });
    const entry = await journal.create({
      user_id: 'e2e-user',
      title,
      content: 'Geschreven in de browsertest.',
      mood_rating: 3,
      tags: '[]',
      category: 'test',
      is_private: true,
      is_favorite: false,
      word_count: 4,
      date: Date.now(),
    });
    return entry.id;
  },
  async get(id) {
    const { db } = await opened;
    return db.journal_entries.get(id);
  },
  async count() {
    const { db } = await opened;
    return db.journal_entries.count();
  },
  async status() {
    const { db } = await opened;
    return { storage: getStorageStatus(), report: await databaseStatusReport(db) };
  },
};

(window as unknown as { harness: Harness }).harness = harness;
