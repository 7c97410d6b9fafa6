// Contacts repository: one record per (user, contact_id), seeded idempotently, with favourite and block writes.
import { createRepository } from '../repository';
import type { CreateInput, Repository, RepositoryContext } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';
import { contactMessages, type ContactMessages } from './contacts-messages';

export type StoredContact = StoredRecord<'contacts'>;

/** What seeding supplies per contact; the user and the record id are filled in. */
export type ContactSeed = Omit<CreateInput<'contacts'>, 'user_id' | 'id'>;

export type ContactsRepository = Repository<'contacts'> &
  ContactMessages & {
    /** The user's contacts, one per contact_id (see `pickContact`), in no particular order. */
    forUser(userId: string): Promise<StoredContact[]>;
    /** The user's contact with this contact_id, or undefined. */
    byContactId(userId: string, contactId: string): Promise<StoredContact | undefined>;
    /**
     * Creates the seeds whose contact_id the user does not have yet, in one transaction; returns the
     * contact_ids it created. Running it again (another tab, a second visit) creates nothing.
     */
    ensure(userId: string, seeds: readonly ContactSeed[]): Promise<string[]>;
    setFavorite(userId: string, contactId: string, favorite: boolean): Promise<void>;
    setBlocked(userId: string, contactId: string, blocked: boolean): Promise<void>;
  };

/** Sync's record ids are at most 200 characters. */
const MAX_ID_LENGTH = 200;

/**
 * The record id of a user's contact, the same on every device, so two devices that seed the roster
 * before they first sync write one record rather than two. undefined when the user id is too long for
 * it (the repository then uses a random id and the contact_id check alone prevents duplicates).
 */
export function contactRecordId(userId: string, contactId: string): string | undefined {
  const id = `contact:${userId}:${contactId}`;
  return id.length <= MAX_ID_LENGTH ? id : undefined;
}

/**
 * Of several records with one contact_id (a device reowned to an account, or seeded before the
 * deterministic id existed), the one changed last stands for the contact; ties go to the smaller id so
 * every device picks the same one.
 */
export function pickContact(records: readonly StoredContact[]): StoredContact[] {
  const byContact = new Map<string, StoredContact>();
  for (const record of records) {
    const current = byContact.get(record.contact_id);
    const newer =
      !current ||
      record.updated_at > current.updated_at ||
      (record.updated_at === current.updated_at && record.id < current.id);
    if (newer) byContact.set(record.contact_id, record);
  }
  return [...byContact.values()];
}

export function contactsRepository(db: GroeipadDb, ctx: RepositoryContext): ContactsRepository {
  const repository = createRepository(db, 'contacts', ctx);
  const ofUser = (userId: string) => db.contacts.where('user_id').equals(userId);

  /** Every record of the contact, so duplicates (see pickContact) never disagree after a change. */
  async function updateAll(
    userId: string,
    contactId: string,
    patch: { is_favorite: boolean } | { is_blocked: boolean },
  ): Promise<void> {
    // Loaded before the transaction: awaiting a non-Dexie promise inside it would end the transaction.
    await loadSchemas();
    await db.transaction('rw', db.contacts, async () => {
      const records = await ofUser(userId)
        .filter((record) => record.contact_id === contactId)
        .toArray();
      for (const record of records) await repository.update(record.id, patch);
    });
  }

  return {
    ...repository,
    ...contactMessages(db, ctx),
    forUser: async (userId) => pickContact(await ofUser(userId).toArray()),
    byContactId: async (userId, contactId) =>
      pickContact(
        await ofUser(userId)
          .filter((record) => record.contact_id === contactId)
          .toArray(),
      )[0],
    async ensure(userId, seeds) {
      await loadSchemas();
      return db.transaction('rw', db.contacts, async () => {
        const have = new Set((await ofUser(userId).toArray()).map((record) => record.contact_id));
        const created: string[] = [];
        for (const seed of seeds) {
          if (have.has(seed.contact_id)) continue;
          have.add(seed.contact_id);
          const id = contactRecordId(userId, seed.contact_id);
          await repository.create({ ...seed, user_id: userId, ...(id ? { id } : {}) });
          created.push(seed.contact_id);
        }
        return created;
      });
    },
    setFavorite: (userId, contactId, favorite) =>
      updateAll(userId, contactId, { is_favorite: favorite }),
    setBlocked: (userId, contactId, blocked) =>
      updateAll(userId, contactId, { is_blocked: blocked }),
  };
}
