// The /chat list on a real database: unread counts and last messages from chat_messages, people and their
// empty state, search by name, and a failed seeding.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications } from '../../testing/render-app';
import {
  chatRepositories,
  messageInput,
  names,
  openChatTestDb,
  personInput,
  renderChat,
  row,
  storedContacts,
  type WriteSwitch,
} from '../../testing/features/chat-db';

vi.setConfig({ testTimeout: 30_000 });

const MINUTE = 60_000;

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  database = await openChatTestDb();
});

afterEach(() => {
  cleanNotifications();
  database.db.close();
});

describe('unread messages and the last message', () => {
  it('counts unread incoming messages, shows the last one cut at 50 characters, and clears on opening', async () => {
    const now = Date.now();
    const { messages } = chatRepositories(database);
    const long =
      'Probeer vanavond eens een vast ritueel: licht dimmen, scherm weg en tien minuten lezen.';
    await messages.bulkCreate([
      messageInput('ai-sleep', 'Hoe sliep je vannacht?', now - 30 * MINUTE),
      messageInput('ai-sleep', 'Slecht, ik lag lang wakker', now - 20 * MINUTE, {
        is_user: true,
      }),
      messageInput('ai-sleep', long, now - 5 * MINUTE),
      messageInput('ai-work', 'Gelezen bericht', now - 2 * MINUTE, { is_read: true }),
    ]);
    const { router } = renderChat(database);
    const sleep = await row('Slaapcoach');
    expect(within(sleep).getByTestId('unread-badge').textContent).toBe('2');
    expect(within(sleep).getByText('2 ongelezen berichten')).toBeDefined();
    expect(within(sleep).getByTestId('contact-subtitle').textContent).toBe(
      'Probeer vanavond eens een vast ritueel: licht dimm…',
    );
    expect(within(sleep).getByTestId('contact-time').textContent).toBe('5 min. geleden');
    const work = await row('Loopbaancoach');
    expect(within(work).queryByTestId('unread-badge')).toBeNull();
    // The most recent conversation comes first (no favourites yet).
    expect(names('section-ai').slice(0, 3)).toEqual(['Loopbaancoach', 'Slaapcoach', 'Groeicoach']);

    fireEvent.click(within(sleep).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/ai-sleep'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slaapcoach' })).toBeDefined();
    await waitFor(async () => {
      const unread = await database.db.chat_messages
        .filter((m) => !m.is_user && !m.is_read)
        .count();
      expect(unread).toBe(0);
    });
    const read = await database.db.chat_messages.filter((m) => m.message === long).first();
    expect(read?.read_at).toBeGreaterThanOrEqual(now);

    fireEvent.click(screen.getByRole('link', { name: 'Terug naar je contacten' }));
    const cleared = await row('Slaapcoach');
    expect(within(cleared).queryByTestId('unread-badge')).toBeNull();
  });

  it('marks the user’s own last message as theirs', async () => {
    const { messages } = chatRepositories(database);
    await messages.create(
      messageInput('ai-buddy', 'Ik heb vandaag gewandeld!', Date.now() - 3 * 86_400_000, {
        is_user: true,
      }),
    );
    renderChat(database);
    const buddy = await row('Buddy');
    expect(within(buddy).getByTestId('contact-subtitle').textContent).toBe(
      'Jij: Ik heb vandaag gewandeld!',
    );
    expect(within(buddy).getByTestId('contact-time').textContent).toBe('3 dagen geleden');
  });
});

describe('people and search', () => {
  it('lists people with their own online state and stored unread count', async () => {
    const { contacts } = chatRepositories(database);
    await contacts.create(
      personInput('Zoë', {
        is_online: true,
        unread_count: 3,
        last_message: 'Zin in de wandeling morgen?',
        last_message_time: Date.now() - 10 * MINUTE,
      }),
    );
    await contacts.create(personInput('Bram'));
    renderChat(database);
    const zoe = await row('Zoë');
    expect(names('section-people')).toEqual(['Zoë', 'Bram']);
    expect(screen.queryByText('Nog geen mensen in je contacten')).toBeNull();
    expect(within(zoe).getByTestId('contact-status').textContent).toBe('Online');
    expect(within(zoe).getByTestId('contact-online').getAttribute('data-online')).toBe('true');
    expect(within(zoe).getByTestId('unread-badge').textContent).toBe('3');
    const bram = await row('Bram');
    expect(within(bram).getByTestId('contact-status').textContent).toBe('Offline');
    // Without a message yet, a person's row says whether they are online.
    expect(within(bram).getByTestId('contact-subtitle').textContent).toBe('Offline');
  });

  it('filters by name, accents and case aside, and offers to clear a search that finds nobody', async () => {
    const { contacts } = chatRepositories(database);
    await contacts.create(personInput('Zoë'));
    renderChat(database);
    await row('Groeicoach');
    const search = screen.getByRole('searchbox', { name: 'Zoek een contact' });
    fireEvent.change(search, { target: { value: 'SLAAP' } });
    await waitFor(() => expect(names('section-ai')).toEqual(['Slaapcoach']));
    expect(screen.queryByTestId('section-people')).toBeNull();

    fireEvent.change(search, { target: { value: 'zoe' } });
    await waitFor(() => expect(names('section-people')).toEqual(['Zoë']));
    expect(screen.queryByTestId('section-ai')).toBeNull();

    fireEvent.change(search, { target: { value: 'niemand' } });
    expect(await screen.findByText('Geen contacten gevonden')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
    await waitFor(() => expect(names('section-ai')).toHaveLength(6));
  });
});

describe('failures', () => {
  it('tells a failed seeding with its reason and recovers on retry', async () => {
    database.db.close();
    const control: WriteSwitch = { failing: true };
    database = await openChatTestDb(control);
    renderChat(database);
    const alert = await screen.findByTestId('contacts-error');
    expect(within(alert).getByText('Je contacten konden niet worden geladen.')).toBeDefined();
    expect(within(alert).getByText(/The disk broke/)).toBeDefined();
    control.failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await row('Groeicoach');
    expect(await storedContacts(database)).toHaveLength(6);
  });
});
