// Reads of chat messages: one conversation (session) and everything with one contact, never another user's.
import { Dexie } from 'dexie';
import type { GroeipadDb, StoredRecord } from '../types';

export type ChatMessageRecord = StoredRecord<'chat_messages'>;

/** The user's messages of one conversation, in the session_id index's order (by id: sort them for display). */
export function sessionMessages(
  db: GroeipadDb,
  userId: string,
  sessionId: string,
): Promise<ChatMessageRecord[]> {
  return db.chat_messages
    .where('session_id')
    .equals(sessionId)
    .filter((message) => message.user_id === userId)
    .toArray();
}

/** The user's messages with one contact, of every conversation, oldest first by the [contact_id+timestamp] index. */
export function messagesWithContact(
  db: GroeipadDb,
  userId: string,
  contactId: string,
): Promise<ChatMessageRecord[]> {
  return db.chat_messages
    .where('[contact_id+timestamp]')
    .between([contactId, Dexie.minKey], [contactId, Dexie.maxKey], true, true)
    .filter((message) => message.user_id === userId)
    .toArray();
}
