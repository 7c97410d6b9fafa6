// The built-in AI contacts as data: contact id, persona kind, specialisation, avatar and personality.
// Their names and descriptions live in the chat namespace under personas.<key>.
import type { CoachingTone, CoachPersona } from '@groeipad/coach';
import type { ContactSeed } from '@groeipad/local-db';

export type PersonaKind = 'coach' | 'buddy' | 'specialist';

/** The topics the specialists cover, named as the offline coach names its topics. */
export type ChatSpecialisation = 'sleep' | 'work' | 'stress' | 'relationships';

/** Translation key of a persona: chat:personas.<key>.name and .description. */
export type PersonaKey = 'coach' | 'sleep' | 'work' | 'stress' | 'relationships' | 'buddy';

export type AiPersona = {
  contactId: string;
  key: PersonaKey;
  personaKind: PersonaKind;
  specialisation: ChatSpecialisation | null;
  /** An emoji: no image to download, so it shows offline. */
  avatar: string;
  /** Stored as the contact's ai_personality. */
  personality: CoachingTone;
};

/** In the order the list shows them when nothing else (favourite, recent message) decides. */
export const AI_PERSONAS: readonly AiPersona[] = [
  {
    contactId: 'ai-coach',
    key: 'coach',
    personaKind: 'coach',
    specialisation: null,
    avatar: '🌱',
    personality: 'warm',
  },
  {
    contactId: 'ai-sleep',
    key: 'sleep',
    personaKind: 'specialist',
    specialisation: 'sleep',
    avatar: '🌙',
    personality: 'calm',
  },
  {
    contactId: 'ai-work',
    key: 'work',
    personaKind: 'specialist',
    specialisation: 'work',
    avatar: '💼',
    personality: 'direct',
  },
  {
    contactId: 'ai-stress',
    key: 'stress',
    personaKind: 'specialist',
    specialisation: 'stress',
    avatar: '🍃',
    personality: 'calm',
  },
  {
    contactId: 'ai-relationships',
    key: 'relationships',
    personaKind: 'specialist',
    specialisation: 'relationships',
    avatar: '🤝',
    personality: 'warm',
  },
  {
    contactId: 'ai-buddy',
    key: 'buddy',
    personaKind: 'buddy',
    specialisation: null,
    avatar: '😊',
    personality: 'playful',
  },
];

export function personaOf(contactId: string): AiPersona | undefined {
  return AI_PERSONAS.find((persona) => persona.contactId === contactId);
}

/** Where the persona stands in the roster; contacts that are not built in come after it. */
export function rosterIndex(contactId: string): number {
  const index = AI_PERSONAS.findIndex((persona) => persona.contactId === contactId);
  return index === -1 ? AI_PERSONAS.length : index;
}

/** What the coach package needs to speak as this persona. */
export function coachPersonaOf(persona: AiPersona): CoachPersona {
  return {
    id: persona.contactId,
    kind: persona.personaKind,
    specialisation: persona.specialisation,
  };
}

/**
 * The contact records of the roster. `nameOf` gives the name in the language of the moment; the list
 * shows the translated name of a built-in persona anyway, so a later language switch reads right.
 */
export function rosterSeeds(nameOf: (persona: AiPersona) => string): ContactSeed[] {
  return AI_PERSONAS.map((persona) => ({
    contact_id: persona.contactId,
    name: nameOf(persona),
    avatar: persona.avatar,
    is_ai: true,
    contact_type: 'ai',
    // AI contacts are always there, on the device, with or without network.
    is_online: true,
    is_blocked: false,
    is_favorite: false,
    unread_count: 0,
    ai_personality: persona.personality,
    ...(persona.specialisation ? { ai_specialization: persona.specialisation } : {}),
  }));
}
