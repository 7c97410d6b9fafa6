// What the contact list shows of a contact, and the list's order, search and sections (pure).
//
// Unread counts and the last message come from chat_messages (unread = the contact's messages with
// is_user false and is_read false), because that is where the conversation writes; nothing has to keep
// a copy in step. The contact record's own unread_count, last_message and last_message_time are only
// read for a contact whose messages this device does not hold (human contacts will bring them with
// communities), and opening a conversation sets that unread_count to 0 too.
import type { ContactLastMessage, ContactMessageSummary, StoredContact } from '@groeipad/local-db';
import { personaOf, rosterIndex, type AiPersona } from './chat-personas';

export type ContactView = {
  contactId: string;
  /** Translated for a built-in persona, the record's name otherwise. */
  name: string;
  avatar: string | undefined;
  isAi: boolean;
  persona: AiPersona | undefined;
  /** AI contacts are always available; a person's state comes from the record. */
  online: boolean;
  favorite: boolean;
  blocked: boolean;
  unread: number;
  last: ContactLastMessage | null;
};

export type ContactSections = {
  ai: ContactView[];
  people: ContactView[];
  blocked: ContactView[];
};

export function toContactView(
  contact: StoredContact,
  summary: ContactMessageSummary,
  personaName: (persona: AiPersona) => string,
): ContactView {
  const persona = contact.is_ai ? personaOf(contact.contact_id) : undefined;
  const onDevice = summary.total > 0;
  const stored: ContactLastMessage | null = contact.last_message
    ? {
        text: contact.last_message,
        fromUser: false,
        at: contact.last_message_time ?? contact.updated_at,
      }
    : null;
  return {
    contactId: contact.contact_id,
    name: persona ? personaName(persona) : contact.name,
    avatar: persona?.avatar ?? contact.avatar,
    isAi: contact.is_ai,
    persona,
    online: contact.is_ai || contact.is_online,
    favorite: contact.is_favorite,
    blocked: contact.is_blocked,
    unread: onDevice ? summary.unread : contact.unread_count,
    last: onDevice ? summary.last : stored,
  };
}

/** Favourites first, then the most recent conversation, then the roster's order, then the name. */
export function sortContacts(contacts: readonly ContactView[], locale: string): ContactView[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...contacts].sort(
    (a, b) =>
      Number(b.favorite) - Number(a.favorite) ||
      (b.last?.at ?? -1) - (a.last?.at ?? -1) ||
      rosterIndex(a.contactId) - rosterIndex(b.contactId) ||
      collator.compare(a.name, b.name) ||
      a.contactId.localeCompare(b.contactId),
  );
}

/** Lower case without accents, so 'zoe' finds 'Zoë' and 'SLAAP' finds 'Slaapcoach'. */
function folded(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

export function matchesName(contact: ContactView, query: string, locale: string): boolean {
  const wanted = folded(query.trim(), locale);
  return wanted === '' || folded(contact.name, locale).includes(wanted);
}

/** Blocked contacts, AI or not, go to their own section; the rest split into AI and people. */
export function contactSections(
  contacts: readonly ContactView[],
  query: string,
  locale: string,
): ContactSections {
  const sections: ContactSections = { ai: [], people: [], blocked: [] };
  for (const contact of sortContacts(contacts, locale)) {
    if (!matchesName(contact, query, locale)) continue;
    if (contact.blocked) sections.blocked.push(contact);
    else if (contact.isAi) sections.ai.push(contact);
    else sections.people.push(contact);
  }
  return sections;
}
