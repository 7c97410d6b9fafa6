// The /chat list on a real database: the roster seeded once, favourites first, blocking with a confirmation.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFavourites } from '../../lib/community/use-favourites';
import { fixedAccount } from '../../testing/fixed-account';
import { cleanNotifications } from '../../testing/render-app';
import {
  names,
  openChatTestDb,
  renderChat,
  ROSTER,
  row,
  storedContacts,
  USER_ID,
  type WriteSwitch,
} from '../../testing/features/chat-db';

// A real database, live queries and Mantine in jsdom: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  database = await openChatTestDb();
});

afterEach(() => {
  cleanNotifications();
  database.db.close();
});

describe('the roster', () => {
  it('is seeded on the first visit, once, with ids every device derives alike', async () => {
    const first = renderChat(database);
    await row('Groeicoach');
    expect(names('section-ai')).toEqual(ROSTER);
    const stored = await storedContacts(database);
    expect(stored).toHaveLength(6);
    expect(await database.db.contacts.get(`contact:${USER_ID}:ai-sleep`)).toMatchObject({
      contact_id: 'ai-sleep',
      name: 'Slaapcoach',
      is_ai: true,
      is_online: true,
      avatar: '🌙',
      ai_personality: 'calm',
      ai_specialization: 'sleep',
    });
    first.unmount();

    // A second visit, now in English: nothing new, and the names follow the language shown.
    renderChat(database, { lng: 'en' });
    await row('Sleep coach');
    expect(await storedContacts(database)).toHaveLength(6);
    expect((await database.db.contacts.get(`contact:${USER_ID}:ai-sleep`))?.name).toBe(
      'Slaapcoach',
    );
  });

  it('shows every AI contact as available and explains where people come from', async () => {
    renderChat(database);
    const sleep = await row('Slaapcoach');
    expect(within(sleep).getByTestId('contact-status').textContent).toBe('Altijd beschikbaar');
    expect(within(sleep).getByTestId('contact-subtitle').textContent).toBe(
      'Helpt je rustiger in slaap te vallen en uitgeruster wakker te worden.',
    );
    const people = screen.getByTestId('section-people');
    expect(within(people).getByRole('heading', { name: 'Mensen' })).toBeDefined();
    // Signed out: people come with an account; the AI contacts work without.
    expect(within(people).getByTestId('people-account').textContent).toMatch(
      /Met een account kun je hier ook met mensen uit de community's praten/,
    );
    expect(screen.queryByTestId('section-blocked')).toBeNull();
  });
});

describe('favourites', () => {
  it('puts a favourite first and keeps it there after a reload', async () => {
    const first = renderChat(database);
    const star = within(await row('Relatiecoach')).getByRole('button', {
      name: 'Relatiecoach als favoriet',
    });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(names('section-ai')[0]).toBe('Relatiecoach'));
    const stored = await storedContacts(database);
    expect(stored.find((c) => c.contact_id === 'ai-relationships')?.is_favorite).toBe(true);
    first.unmount();

    renderChat(database);
    await row('Relatiecoach');
    expect(names('section-ai')).toEqual([
      'Relatiecoach',
      'Groeicoach',
      'Slaapcoach',
      'Loopbaancoach',
      'Stresscoach',
      'Buddy',
    ]);
    const again = within(await row('Relatiecoach')).getByRole('button', {
      name: 'Relatiecoach als favoriet',
    });
    expect(again.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(again);
    await waitFor(() => expect(names('section-ai')[0]).toBe('Groeicoach'));
  });
});

describe('blocking', () => {
  it('asks first, then greys the contact out in its own section where it opens nothing', async () => {
    renderChat(database);
    const block = () =>
      fireEvent.click(
        within(screen.getByLabelText('Slaapcoach', { selector: 'li' })).getByRole('button', {
          name: 'Slaapcoach blokkeren',
        }),
      );
    await row('Slaapcoach');
    block();
    const dialog = await screen.findByRole('dialog', { name: 'Slaapcoach blokkeren?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await storedContacts(database)).some((c) => c.is_blocked)).toBe(false);

    block();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Blokkeren' }),
    );
    await waitFor(() => expect(names('section-blocked')).toEqual(['Slaapcoach']));
    expect(names('section-ai')).not.toContain('Slaapcoach');
    const blocked = screen.getByLabelText('Slaapcoach', { selector: 'li' });
    expect(blocked.getAttribute('data-blocked')).toBe('true');
    expect(within(blocked).queryByRole('link')).toBeNull();
    expect(within(blocked).queryByRole('button', { name: /favoriet/ })).toBeNull();
    expect(within(blocked).getByTestId('contact-status').textContent).toBe('Geblokkeerd');
    const stored = await storedContacts(database);
    expect(stored.find((c) => c.contact_id === 'ai-sleep')?.is_blocked).toBe(true);

    fireEvent.click(within(blocked).getByRole('button', { name: 'Slaapcoach deblokkeren' }));
    const unblock = await screen.findByRole('dialog', { name: 'Slaapcoach deblokkeren?' });
    fireEvent.click(within(unblock).getByRole('button', { name: 'Deblokkeren' }));
    await waitFor(() => expect(screen.queryByTestId('section-blocked')).toBeNull());
    expect(names('section-ai')).toEqual(ROSTER);
  });

  it('keeps the dialog open and says why when the block cannot be saved', async () => {
    database.db.close();
    const control: WriteSwitch = { failing: false };
    database = await openChatTestDb(control);
    renderChat(database);
    await row('Stresscoach');
    control.failing = true;
    fireEvent.click(
      within(await row('Stresscoach')).getByRole('button', { name: 'Stresscoach blokkeren' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Blokkeren' }),
    );
    expect(await screen.findByText(/Het blokkeren of deblokkeren is niet gelukt/)).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Stresscoach blokkeren?' })).toBeDefined();
    expect((await storedContacts(database)).some((c) => c.is_blocked)).toBe(false);
  });
});

describe('people from the communities', () => {
  const member = fixedAccount({
    status: 'signed_in',
    user: { id: 'member-a', name: 'Anna', email: 'anna@example.org' },
  });
  const bramRoom = {
    id: 'direct:member-a:member-b',
    kind: 'direct',
    memberCount: 2,
    lastActivityAt: null,
    lastSeq: 3,
    joined: true,
    unread: 2,
    slowModeSeconds: 0,
    peer: { id: 'member-b', displayName: 'Bram', mbtiType: 'ENTP' },
  };
  const typeRoom = { ...bramRoom, id: 'type:INFJ', kind: 'type', peer: undefined };

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    forgetFavourites();
  });

  /** The server's answers by path; the URLs asked, in order. */
  function serve(answers: Record<string, unknown>): string[] {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(answers[url] ?? {})));
    });
    return asked;
  }

  it('lists direct conversations with name, type and unread, and keeps them for offline', async () => {
    serve({
      '/api/community/rooms': { rooms: [typeRoom, bramRoom] },
      '/api/community/favourites': { favourites: [] },
    });
    const first = renderChat(database, { account: member });
    const people = await screen.findByTestId('section-people');
    const link = await within(people).findByRole('link', { name: 'Gesprek met Bram' });
    expect(link.getAttribute('href')).toBe('/communities/room/direct%3Amember-a%3Amember-b');
    expect(within(people).getByText('2 ongelezen')).toBeDefined();
    expect(within(people).queryByText('INFJ')).toBeNull();
    first.unmount();

    // Offline: the server cannot be reached, and the last known list is shown with a note.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    renderChat(database, { account: member });
    expect(await screen.findByTestId('people-offline')).toBeDefined();
    expect(
      within(screen.getByTestId('section-people')).getByRole('link', { name: 'Gesprek met Bram' }),
    ).toBeDefined();
  });

  it('lists favourites first, marked, and offers to write to a favourite with no conversation yet', async () => {
    const dirkRoom = {
      ...bramRoom,
      id: 'direct:member-a:member-d',
      unread: 0,
      peer: { id: 'member-d', displayName: 'Dirk', mbtiType: 'ISTJ' },
    };
    const cleo = { id: 'member-c', displayName: 'Cleo', mbtiType: 'INFP' };
    const asked = serve({
      '/api/community/rooms': { rooms: [dirkRoom, bramRoom] },
      '/api/community/favourites': { favourites: [cleo, bramRoom.peer] },
      '/api/community/direct': { roomId: 'direct:member-a:member-c' },
    });
    const { router } = renderChat(database, { account: member });
    const people = await screen.findByTestId('section-people');
    await within(people).findByTestId('people-favourite');
    const rows = within(people).getAllByTestId('community-room-row');
    expect(rows.map((r) => r.getAttribute('data-room'))).toEqual([bramRoom.id, dirkRoom.id]);
    expect(within(rows[0]!).getByRole('img', { name: 'Favoriet' })).toBeDefined();
    expect(within(rows[1]!).queryByRole('img', { name: 'Favoriet' })).toBeNull();

    // Cleo has no conversation yet: one tap starts it.
    const cleoRow = within(people).getByTestId('people-favourite');
    expect(cleoRow.textContent).toMatch(/Cleo/);
    fireEvent.click(within(cleoRow).getByRole('button', { name: 'Bericht sturen' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/communities/room/direct%3Amember-a%3Amember-c'),
    );
    expect(asked).toContain('/api/community/direct');
  });

  it('explains how to find people when there are no conversations yet', async () => {
    serve({
      '/api/community/rooms': { rooms: [typeRoom] },
      '/api/community/favourites': { favourites: [] },
    });
    renderChat(database, { account: member });
    const empty = await screen.findByTestId('people-empty');
    expect(empty.textContent).toMatch(/Tik in een community op de naam van iemand/);
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/communities/all');
  });
});
