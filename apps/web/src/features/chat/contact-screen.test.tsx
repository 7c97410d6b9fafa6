// The /chat/:contactId screen on a real database: header with persona, favourite and block from there,
// the blocked notice instead of a conversation, an unknown contact, and a direct visit seeding the roster.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications } from '../../testing/render-app';
import {
  chatRepositories,
  messageInput,
  openChatTestDb,
  renderChat,
  storedContacts,
} from '../../testing/features/chat-db';

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  database = await openChatTestDb();
});

afterEach(() => {
  cleanNotifications();
  database.db.close();
});

const contact = async (contactId: string) =>
  (await storedContacts(database)).find((c) => c.contact_id === contactId);

describe('a conversation', () => {
  it('opens straight from its address, seeding the roster, with the persona in the header', async () => {
    renderChat(database, { path: '/chat/ai-work' });
    const header = await screen.findByTestId('contact-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Loopbaancoach');
    expect(within(header).getByTestId('contact-persona').textContent).toBe(
      'Werk en loopbaan · Direct',
    );
    expect(within(header).getByText('Altijd beschikbaar')).toBeDefined();
    expect(await storedContacts(database)).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Gesprek met Loopbaancoach' })).toBeDefined();
    // The conversation below is the shared coach chat, as this persona, in the contact's one thread.
    const conversation = await screen.findByTestId('coach-chat');
    expect(conversation.getAttribute('data-session')).toBe('chat-ai-work');
    expect(
      await within(conversation).findByText(
        'Hoi, ik ben je loopbaancoach. Wat speelt er op dit moment in je werk?',
      ),
    ).toBeDefined();
  });

  it('marks messages read that arrive while it is open', async () => {
    renderChat(database, { path: '/chat/ai-coach' });
    await screen.findByRole('heading', { level: 1, name: 'Groeicoach' });
    const { messages } = chatRepositories(database);
    const reply = await messages.create(
      messageInput('ai-coach', 'Wat wil je vandaag?', Date.now()),
    );
    await waitFor(async () =>
      expect((await database.db.chat_messages.get(reply.id))?.is_read).toBe(true),
    );
  });

  it('toggles the favourite and blocks from the header, then shows how to unblock', async () => {
    const { router } = renderChat(database, { path: '/chat/ai-stress' });
    const header = await screen.findByTestId('contact-header');
    fireEvent.click(within(header).getByRole('button', { name: 'Stresscoach als favoriet' }));
    await waitFor(async () => expect((await contact('ai-stress'))?.is_favorite).toBe(true));
    await waitFor(() =>
      expect(
        within(header)
          .getByRole('button', { name: 'Stresscoach als favoriet' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );

    fireEvent.click(within(header).getByRole('button', { name: 'Stresscoach blokkeren' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Stresscoach blokkeren?' })).getByRole(
        'button',
        { name: 'Blokkeren' },
      ),
    );
    const notice = await screen.findByTestId('contact-blocked');
    expect(within(notice).getByText('Je hebt Stresscoach geblokkeerd')).toBeDefined();
    expect((await contact('ai-stress'))?.is_blocked).toBe(true);
    expect(within(header).queryByRole('button', { name: /favoriet/ })).toBeNull();
    expect(screen.queryByTestId('coach-chat')).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Deblokkeren' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Stresscoach deblokkeren?' })).getByRole(
        'button',
        { name: 'Deblokkeren' },
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('contact-blocked')).toBeNull());
    expect((await contact('ai-stress'))?.is_blocked).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Terug naar je contacten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    // Back on the list, the favourite made in the header comes first.
    await screen.findByLabelText('Stresscoach', { selector: 'li' });
    expect(screen.getAllByTestId('contact-name')[0]?.textContent).toBe('Stresscoach');
  });

  it('says so when the contact does not exist', async () => {
    renderChat(database, { path: '/chat/ai-nobody' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact niet gevonden' }),
    ).toBeDefined();
    expect(screen.getByText(/staat niet \(meer\) in je contacten/)).toBeDefined();
  });
});
