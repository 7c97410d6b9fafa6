import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import type { CreateInput } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { contactRecordId, contactsRepository, type ContactSeed } from './contacts';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  const time = clock();
  return { contacts: contactsRepository(db, { now: time.now, actor: 'user-1' }), time };
}

function seed(contactId: string, name = contactId): ContactSeed {
  return {
    contact_id: contactId,
    name,
    is_ai: true,
    contact_type: 'ai',
    is_online: true,
    is_blocked: false,
    is_favorite: false,
    unread_count: 0,
  };
}

function message(
  contactId: string,
  text: string,
  at: number,
  extra: Partial<CreateInput<'chat_messages'>> = {},
): CreateInput<'chat_messages'> {
  return {
    user_id: 'user-1',
    contact_id: contactId,
    session_id: `chat-${contactId}`,
    message: text,
    is_user: false,
    context_type: 'chat',
    is_read: false,
    is_edited: false,
    edit_count: 0,
    timestamp: at,
    ...extra,
  };
}

describe('contactsRepository', () => {
  it('seeds each contact once, with an id every device derives alike', async () => {
    const { contacts } = await setup();
    expect(await contacts.ensure('user-1', [seed('ai-coach'), seed('ai-sleep')])).toEqual([
      'ai-coach',
      'ai-sleep',
    ]);
    expect(await contacts.ensure('user-1', [seed('ai-coach'), seed('ai-buddy')])).toEqual([
      'ai-buddy',
    ]);
    // Two tabs seeding at the same time still end with one record per contact.
    await Promise.all([
      contacts.ensure('user-1', [seed('ai-work')]),
      contacts.ensure('user-1', [seed('ai-work')]),
    ]);
    const stored = await db.contacts.toArray();
    expect(stored.map((c) => c.contact_id).sort()).toEqual([
      'ai-buddy',
      'ai-coach',
      'ai-sleep',
      'ai-work',
    ]);
    expect(await db.contacts.get('contact:user-1:ai-sleep')).toMatchObject({
      user_id: 'user-1',
      contact_id: 'ai-sleep',
      created_at: T0,
      _status: 'created',
    });
    // Another user gets records of their own.
    expect(await contacts.ensure('user-2', [seed('ai-coach')])).toEqual(['ai-coach']);
    expect(await contacts.forUser('user-1')).toHaveLength(4);
  });

  it('does not seed a contact the user already has under another record id', async () => {
    const { contacts } = await setup();
    await contacts.create({ ...seed('ai-sleep', 'Eerder'), user_id: 'user-1', id: 'random-1' });
    expect(await contacts.ensure('user-1', [seed('ai-sleep')])).toEqual([]);
    expect((await contacts.byContactId('user-1', 'ai-sleep'))?.name).toBe('Eerder');
  });

  it('falls back to a random id when the user id is too long for a derived one', () => {
    expect(contactRecordId('u'.repeat(180), 'ai-relationships')).toBeUndefined();
    expect(contactRecordId('user-1', 'ai-sleep')).toBe('contact:user-1:ai-sleep');
  });

  it('shows one record per contact and changes every duplicate alike', async () => {
    const { contacts, time } = await setup();
    await contacts.create({ ...seed('ai-sleep', 'Oud'), user_id: 'user-1', id: 'b' });
    time.advance(1_000);
    await contacts.create({ ...seed('ai-sleep', 'Nieuw'), user_id: 'user-1', id: 'a' });
    expect((await contacts.forUser('user-1')).map((c) => c.name)).toEqual(['Nieuw']);

    time.advance(1_000);
    await contacts.setFavorite('user-1', 'ai-sleep', true);
    await contacts.setBlocked('user-1', 'ai-sleep', true);
    const all = await db.contacts.toArray();
    expect(all.map((c) => [c.id, c.is_favorite, c.is_blocked])).toEqual([
      ['a', true, true],
      ['b', true, true],
    ]);
    // Same updated_at now: the smaller id wins, on every device.
    expect((await contacts.byContactId('user-1', 'ai-sleep'))?.id).toBe('a');
    await contacts.setBlocked('user-1', 'ai-sleep', false);
    expect((await contacts.byContactId('user-1', 'ai-sleep'))?.is_blocked).toBe(false);
  });

  it('summarises a contact and marks its incoming messages read', async () => {
    const { contacts, time } = await setup();
    const messages = createRepository(db, 'chat_messages', { now: time.now, actor: 'user-1' });
    await contacts.create({ ...seed('ai-sleep'), user_id: 'user-1', unread_count: 4 });
    await messages.bulkCreate([
      message('ai-sleep', 'Hoe sliep je?', T0 + 1),
      message('ai-sleep', 'Slecht', T0 + 2, { is_user: true }),
      message('ai-sleep', 'Vertel eens', T0 + 3),
      message('ai-sleep', 'al gelezen', T0 - 5, { is_read: true }),
      message('ai-work', 'Ander contact', T0 + 9),
      message('ai-sleep', 'Andere gebruiker', T0 + 9, { user_id: 'user-2' }),
    ]);
    expect(await contacts.messageSummary('user-1', 'ai-sleep')).toEqual({
      total: 4,
      unread: 2,
      last: { text: 'Vertel eens', fromUser: false, at: T0 + 3 },
    });

    time.set(T0 + 100);
    expect(await contacts.markRead('user-1', 'ai-sleep')).toBe(2);
    expect((await contacts.messageSummary('user-1', 'ai-sleep')).unread).toBe(0);
    const read = await db.chat_messages.filter((m) => m.message === 'Vertel eens').first();
    expect(read).toMatchObject({ is_read: true, read_at: T0 + 100, updated_at: T0 + 100 });
    expect((await contacts.byContactId('user-1', 'ai-sleep'))?.unread_count).toBe(0);
    // The other user's and the other contact's messages stay unread.
    expect((await contacts.messageSummary('user-2', 'ai-sleep')).unread).toBe(1);
    expect((await contacts.messageSummary('user-1', 'ai-work')).unread).toBe(1);
    expect(await contacts.markRead('user-1', 'ai-sleep')).toBe(0);
  });

  it('takes a reply stored on the same row as the last message', async () => {
    const { contacts, time } = await setup();
    const messages = createRepository(db, 'chat_messages', { now: time.now, actor: 'user-1' });
    await messages.create(
      message('ai-coach', 'Ik ben moe', T0, { is_user: true, response: 'Wat helpt je?' }),
    );
    expect((await contacts.messageSummary('user-1', 'ai-coach')).last).toEqual({
      text: 'Wat helpt je?',
      fromUser: false,
      at: T0,
    });
    expect(await contacts.messageSummary('user-1', 'nobody')).toEqual({
      total: 0,
      unread: 0,
      last: null,
    });
  });
});
