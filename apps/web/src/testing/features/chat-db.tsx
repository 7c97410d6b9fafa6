// Test support: a real Groeipad database on an isolated fake-indexeddb with the device's user, the chat
// screens rendered on it at their real paths, and records written as other screens would leave them.
import { createRepository, type CreateInput, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { screen, within } from '@testing-library/react';
import { failingWrites, type WriteSwitch } from '../failing-writes';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { SIGNED_OUT } from '../fixed-account';
import { AccountProvider, type AccountStore } from '../../lib/account';
import { ChatScreen } from '../../features/chat/chat-screen';
import { ContactScreen } from '../../features/chat/contact-screen';

export type { WriteSwitch };

export const USER_ID = 'user-chat';

/** The built-in AI contacts in the list's default order, as named in Dutch. */
export const ROSTER = [
  'Groeicoach',
  'Slaapcoach',
  'Loopbaancoach',
  'Stresscoach',
  'Relatiecoach',
  'Buddy',
];

/** A contact's row in the list, once it is there. */
export function row(name: string) {
  return screen.findByLabelText(name, { selector: 'li' });
}

/** The names in one section (by test id), top to bottom. */
export function names(section: string) {
  return within(screen.getByTestId(section))
    .queryAllByTestId('contact-name')
    .map((el) => el.textContent);
}

export function openChatTestDb(control?: WriteSwitch): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({
    userId: USER_ID,
    announceStorage: false,
    middleware: control ? [failingWrites('contacts', control)] : [],
  });
}

export function renderChat(
  database: OpenGroeipadDbResult,
  options: { path?: string; lng?: string; account?: AccountStore } = {},
) {
  const account = options.account ?? SIGNED_OUT;
  return renderApp(
    [
      {
        path: '/chat',
        element: (
          <AccountProvider store={account}>
            <ChatScreen />
          </AccountProvider>
        ),
      },
      {
        path: '/chat/:contactId',
        element: (
          <AccountProvider store={account}>
            <ContactScreen />
          </AccountProvider>
        ),
      },
      { path: '*', element: null },
    ],
    { database, path: options.path ?? '/chat', lng: options.lng, notifications: true },
  );
}

export async function storedContacts(database: OpenGroeipadDbResult) {
  return database.db.contacts.where('user_id').equals(USER_ID).toArray();
}

/** A message of the conversation with `contactId`, from the contact unless `is_user` says otherwise. */
export function messageInput(
  contactId: string,
  message: string,
  timestamp: number,
  extra: Partial<CreateInput<'chat_messages'>> = {},
): CreateInput<'chat_messages'> {
  return {
    user_id: USER_ID,
    contact_id: contactId,
    session_id: `chat-${contactId}`,
    message,
    is_user: false,
    context_type: 'chat',
    is_read: false,
    is_edited: false,
    edit_count: 0,
    timestamp,
    ...extra,
  };
}

export function chatRepositories(database: OpenGroeipadDbResult) {
  const ctx = { now: () => Date.now(), actor: USER_ID };
  return {
    messages: createRepository(database.db, 'chat_messages', ctx),
    contacts: createRepository(database.db, 'contacts', ctx),
  };
}

/** A person, as communities will bring them. */
export function personInput(
  name: string,
  extra: Partial<CreateInput<'contacts'>> = {},
): CreateInput<'contacts'> {
  return {
    user_id: USER_ID,
    contact_id: `person-${name.toLowerCase()}`,
    name,
    is_ai: false,
    contact_type: 'human',
    is_online: false,
    is_blocked: false,
    is_favorite: false,
    unread_count: 0,
    ...extra,
  };
}
