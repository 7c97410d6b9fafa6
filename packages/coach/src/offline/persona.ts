// Resolves the persona speaking (coach, buddy or a specialist with a topic) and the user's first name.
import type { CoachPersona, CoachUserContext } from '../types';
import { isTopicId } from './ids';
import type { TopicId } from './ids';

export type ResolvedPersona =
  { kind: 'coach' } | { kind: 'buddy' } | { kind: 'specialist'; topic: TopicId };

/** Persona kinds and specialisations that name a topic in everyday words. */
const TOPIC_ALIASES: Record<string, TopicId> = {
  career: 'work',
  job: 'work',
  confidence: 'self_doubt',
  'self-doubt': 'self_doubt',
  relationship: 'relationships',
  fitness: 'health',
  mourning: 'grief',
  mindfulness: 'stress',
};

function toTopic(value: string | null | undefined): TopicId | null {
  if (!value) return null;
  const key = value.trim().toLowerCase();
  if (isTopicId(key)) return key;
  return TOPIC_ALIASES[key] ?? null;
}

export function resolvePersona(persona: CoachPersona | undefined): ResolvedPersona {
  if (!persona) return { kind: 'coach' };
  if (persona.kind === 'buddy') return { kind: 'buddy' };
  const topic = toTopic(persona.specialisation) ?? toTopic(persona.kind);
  return topic ? { kind: 'specialist', topic } : { kind: 'coach' };
}

/** The first word of the display name, without anything that could break a reply. */
export function firstName(context: CoachUserContext): string | null {
  const first = context.displayName
    ?.trim()
    .split(/\s+/)[0]
    ?.replace(/[?？{}]/g, '');
  return first ? first : null;
}
