import type { ContactMessageSummary, StoredContact } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { AI_PERSONAS, coachPersonaOf, personaOf, rosterSeeds } from './chat-personas';
import { contactSections, sortContacts, toContactView, type ContactView } from './contact-view';

const T0 = 1_700_000_000_000;
const NONE: ContactMessageSummary = { total: 0, unread: 0, last: null };

function stored(contactId: string, extra: Partial<StoredContact> = {}): StoredContact {
  return {
    id: `id-${contactId}`,
    created_at: T0,
    updated_at: T0,
    created_by: 'u',
    user_id: 'u',
    contact_id: contactId,
    name: contactId,
    is_ai: contactId.startsWith('ai-'),
    contact_type: contactId.startsWith('ai-') ? 'ai' : 'human',
    is_online: false,
    is_blocked: false,
    is_favorite: false,
    unread_count: 0,
    _status: 'created',
    _changed: [],
    ...extra,
  };
}

const nameOf = (contactId: string) => `Naam ${contactId}`;
const view = (contactId: string, extra: Partial<StoredContact> = {}, summary = NONE) =>
  toContactView(stored(contactId, extra), summary, (persona) => nameOf(persona.contactId));
const ids = (list: readonly ContactView[]) => list.map((c) => c.contactId);

describe('toContactView', () => {
  it('names and pictures a built-in persona itself and keeps AI contacts available', () => {
    const sleep = view('ai-sleep', { name: 'Sleep coach', avatar: 'x', is_online: false });
    expect(sleep).toMatchObject({ name: 'Naam ai-sleep', avatar: '🌙', online: true });
    expect(sleep.persona?.specialisation).toBe('sleep');
    const person = view('person-1', { name: 'Zoë', avatar: '🐼', is_online: false });
    expect(person).toMatchObject({ name: 'Zoë', avatar: '🐼', online: false, persona: undefined });
  });

  it('counts from the messages on the device, and from the record only without them', () => {
    const record = { unread_count: 5, last_message: 'Hoi', last_message_time: T0 - 10 };
    expect(view('person-1', record)).toMatchObject({
      unread: 5,
      last: { text: 'Hoi', fromUser: false, at: T0 - 10 },
    });
    const summary = { total: 3, unread: 1, last: { text: 'Nieuw', fromUser: true, at: T0 } };
    expect(view('person-1', record, summary)).toMatchObject({ unread: 1, last: summary.last });
    expect(view('person-1', { last_message: 'Zonder tijd' }).last?.at).toBe(T0);
  });
});

describe('order and sections', () => {
  const at = (time: number) => ({
    total: 1,
    unread: 0,
    last: { text: 't', fromUser: true, at: time },
  });

  it('puts favourites first, then recent conversations, then the roster, then the name', () => {
    const list = [
      view('person-b', { name: 'bea' }),
      view('ai-buddy'),
      view('ai-work', {}, at(T0 - 100)),
      view('person-a', { name: 'Anna' }),
      view('ai-coach'),
      view('ai-stress', { is_favorite: true }),
      view('ai-sleep', {}, at(T0)),
    ];
    expect(ids(sortContacts(list, 'nl'))).toEqual([
      'ai-stress',
      'ai-sleep',
      'ai-work',
      'ai-coach',
      'ai-buddy',
      'person-a',
      'person-b',
    ]);
  });

  it('splits into AI, people and blocked, after the search', () => {
    const list = [
      view('ai-coach'),
      view('ai-sleep', { is_blocked: true }),
      view('person-z', { name: 'Zoë' }),
      view('person-x', { name: 'Xander', is_blocked: true }),
    ];
    expect(contactSections(list, '', 'nl')).toMatchObject({
      ai: [{ contactId: 'ai-coach' }],
      people: [{ contactId: 'person-z' }],
      blocked: [{ contactId: 'ai-sleep' }, { contactId: 'person-x' }],
    });
    const found = contactSections(list, '  ZOE ', 'nl');
    expect([found.ai, ids(found.people), found.blocked]).toEqual([[], ['person-z'], []]);
  });
});

describe('the roster', () => {
  it('has the coach, four specialists and the buddy, each with a unique contact id', () => {
    expect(AI_PERSONAS.map((p) => [p.contactId, p.personaKind, p.specialisation])).toEqual([
      ['ai-coach', 'coach', null],
      ['ai-sleep', 'specialist', 'sleep'],
      ['ai-work', 'specialist', 'work'],
      ['ai-stress', 'specialist', 'stress'],
      ['ai-relationships', 'specialist', 'relationships'],
      ['ai-buddy', 'buddy', null],
    ]);
    expect(personaOf('ai-coach')?.personality).toBe('warm');
    const sleep = personaOf('ai-sleep');
    expect(sleep && coachPersonaOf(sleep)).toEqual({
      id: 'ai-sleep',
      kind: 'specialist',
      specialisation: 'sleep',
    });
  });

  it('seeds AI contacts that are online and unblocked, with their personality and specialisation', () => {
    const seeds = rosterSeeds((persona) => persona.key.toUpperCase());
    expect(seeds[0]).toEqual({
      contact_id: 'ai-coach',
      name: 'COACH',
      avatar: '🌱',
      is_ai: true,
      contact_type: 'ai',
      is_online: true,
      is_blocked: false,
      is_favorite: false,
      unread_count: 0,
      ai_personality: 'warm',
    });
    expect(seeds.find((s) => s.contact_id === 'ai-work')?.ai_specialization).toBe('work');
  });
});
