// Browser harness for the persistence tests: opens the real database and exposes a few calls on window.harness.
import {
  createRepository,
  databaseStatusReport,
  getStorageStatus,
  importRecords,
  openGroeipadDb,
  parseExportFile,
  restoreDeleted,
} from '../src/index';
import type {
  DatabaseStatusReport,
  ImportSummary,
  ParsedExportError,
  StorageStatus,
  StoredRecord,
} from '../src/index';

export const E2E_USER = 'e2e-user';

export type Harness = {
  /** Creates a journal entry; resolves once IndexedDB committed it. */
  create: (title: string) => Promise<string>;
  get: (id: string) => Promise<StoredRecord<'journal_entries'> | undefined>;
  count: () => Promise<number>;
  status: () => Promise<{ storage: StorageStatus; report: DatabaseStatusReport }>;
  /** Deletes a journal entry (leaving a tombstone), then undoes it. */
  remove: (id: string) => Promise<void>;
  restore: (id: string) => Promise<boolean>;
  tombstones: () => Promise<number>;
  /** Parses an export file and imports it for E2E_USER; the parse error when it is refused. */
  importFile: (text: string) => Promise<ImportSummary | ParsedExportError>;
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
      user_id: E2E_USER,
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
  async remove(id) {
    const { db } = await opened;
    await db.journal_entries.delete(id);
  },
  async restore(id) {
    const { db } = await opened;
    return restoreDeleted(db, 'journal_entries', id);
  },
  async tombstones() {
    const { db } = await opened;
    return db._tombstones.count();
  },
  async importFile(text) {
    const { db } = await opened;
    const parsed = await parseExportFile(text);
    if (!parsed.ok) return parsed;
    return importRecords(db, parsed, { userId: E2E_USER, now: Date.now(), actor: E2E_USER });
  },
};

(window as unknown as { harness: Harness }).harness = harness;
