// A contact's messages as the contact list needs them: unread count, last message, and marking them read.
import { messagesWithContact } from '../queries/chat-messages';
import { createRepository } from '../repository';
import type { RepositoryContext } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredMessage = StoredRecord<'chat_messages'>;

export type ContactLastMessage = { text: string; fromUser: boolean; at: number };

export type ContactMessageSummary = {
  /** How many of the user's messages with this contact the device holds. */
  total: number;
  /** Messages from the contact (is_user false) not read yet. */
  unread: number;
  last: ContactLastMessage | null;
};

export type ContactMessages = {
  /** One pass over the contact's messages of this user, oldest first by the [contact_id+timestamp] index. */
  messageSummary(userId: string, contactId: string): Promise<ContactMessageSummary>;
  /**
   * Marks the contact's unread messages read (is_read, read_at) and sets the contact's stored
   * unread_count to 0, in one transaction; returns how many messages it marked.
   */
  markRead(userId: string, contactId: string): Promise<number>;
};

/** A row may carry the user's message and the contact's reply together; the reply then came last. */
function lastOf(message: StoredMessage): ContactLastMessage {
  if (message.response) return { text: message.response, fromUser: false, at: message.timestamp };
  return { text: message.message, fromUser: message.is_user, at: message.timestamp };
}

export function contactMessages(db: GroeipadDb, ctx: RepositoryContext): ContactMessages {
  const messages = createRepository(db, 'chat_messages', ctx);
  const contacts = createRepository(db, 'contacts', ctx);
  return {
    async messageSummary(userId, contactId) {
      const summary: ContactMessageSummary = { total: 0, unread: 0, last: null };
      for (const message of await messagesWithContact(db, userId, contactId)) {
        summary.total += 1;
        if (!message.is_user && !message.is_read) summary.unread += 1;
        summary.last = lastOf(message);
      }
      return summary;
    },
    async markRead(userId, contactId) {
      // Loaded before the transaction: awaiting a non-Dexie promise inside it would end the transaction.
      await loadSchemas();
      return db.transaction('rw', db.chat_messages, db.contacts, async () => {
        const unread = (await messagesWithContact(db, userId, contactId)).filter(
          (message) => !message.is_user && !message.is_read,
        );
        const now = ctx.now();
        for (const message of unread) {
          await messages.update(message.id, { is_read: true, read_at: now });
        }
        const stale = await db.contacts
          .where('user_id')
          .equals(userId)
          .filter((contact) => contact.contact_id === contactId && contact.unread_count > 0)
          .toArray();
        for (const contact of stale) await contacts.update(contact.id, { unread_count: 0 });
        return unread.length;
      });
    },
  };
}
