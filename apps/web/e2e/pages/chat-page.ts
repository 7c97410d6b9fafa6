// Page model of the /chat contact list and a /chat/:contactId conversation for the browser tests (Dutch labels).
import { expect, type Locator, type Page } from '@playwright/test';
import { markOnboarded } from '../support/onboarding';
import { readStore } from '../support/read-store';

export type StoredRow = Record<string, unknown>;

/** The built-in AI contacts in the list's default order, as named in Dutch. */
export const ROSTER = [
  'Groeicoach',
  'Slaapcoach',
  'Loopbaancoach',
  'Stresscoach',
  'Relatiecoach',
  'Buddy',
];

export type SeedMessage = {
  contactId: string;
  message: string;
  /** How long ago, in milliseconds. */
  ago: number;
  fromUser?: boolean;
  read?: boolean;
};

export class ChatPage {
  constructor(readonly page: Page) {}

  /** Onboarded browser with the local user 'e2e-user', on `path` (the list by default). */
  async open(path = '/chat') {
    await markOnboarded(this.page, path, { user: true });
    if (path === '/chat') await this.ready();
  }

  /** The title and the first AI contact are there once the roster is seeded and read. */
  async ready() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect(this.row('Groeicoach')).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  section(title: 'AI-coaches' | 'Mensen' | 'Geblokkeerd'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The names in one section, top to bottom. */
  names(title: 'AI-coaches' | 'Mensen' | 'Geblokkeerd'): Promise<string[]> {
    return this.section(title).getByTestId('contact-name').allTextContents();
  }

  favorite(name: string): Locator {
    return this.row(name).getByRole('button', { name: `${name} als favoriet` });
  }

  unreadBadge(name: string): Locator {
    return this.row(name).getByTestId('unread-badge');
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Zoek een contact' });
  }

  /** Blocks (or unblocks) from the list, confirming in the dialog. */
  async setBlocked(name: string, blocked: boolean) {
    const verb = blocked ? 'blokkeren' : 'deblokkeren';
    await this.row(name)
      .getByRole('button', { name: `${name} ${verb}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `${name} ${verb}?` });
    await dialog.getByRole('button', { name: blocked ? 'Blokkeren' : 'Deblokkeren' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** Opens the conversation from the list and waits for its header. */
  async openConversation(name: string) {
    await this.row(name).getByRole('link').click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async backToList() {
    await this.page.getByRole('link', { name: 'Terug naar je contacten' }).click();
    await this.ready();
  }

  /** Messages written straight into the app's IndexedDB, as a conversation would have left them. */
  async seedMessages(messages: readonly SeedMessage[]) {
    await this.page.evaluate(
      (rows) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('groeipad');
          open.onerror = () => reject(open.error ?? new Error('open failed'));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('chat_messages', 'readwrite');
            const now = Date.now();
            rows.forEach((row, index) => {
              tx.objectStore('chat_messages').put({
                id: `seed-message-${index}`,
                created_at: now,
                updated_at: now,
                created_by: 'e2e-user',
                user_id: 'e2e-user',
                contact_id: row.contactId,
                session_id: `chat-${row.contactId}`,
                message: row.message,
                is_user: row.fromUser === true,
                context_type: 'chat',
                is_read: row.read === true,
                is_edited: false,
                edit_count: 0,
                timestamp: now - row.ago,
                _status: 'created',
                _changed: [],
              });
            });
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error ?? new Error('write failed'));
          };
        }),
      [...messages],
    );
  }

  storedContacts(): Promise<StoredRow[]> {
    return readStore<StoredRow>(this.page, 'contacts');
  }

  storedMessages(): Promise<StoredRow[]> {
    return readStore<StoredRow>(this.page, 'chat_messages');
  }
}
