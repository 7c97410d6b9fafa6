// Conversation starters for the chat screen, per language and persona.
import type { Language } from '@groeipad/domain';
import type { CoachPersona } from '../types';
import { contentFor } from './content';
import { resolvePersona } from './persona';

/** 3-5 starters the user can tap to begin; a specialist's starters are about its own topic. */
export function OFFLINE_SUGGESTIONS(language: Language, persona?: CoachPersona): string[] {
  const { suggestions } = contentFor(language);
  const resolved = resolvePersona(persona);
  if (resolved.kind === 'buddy') return [...suggestions.buddy];
  if (resolved.kind === 'specialist') return [...suggestions.specialist[resolved.topic]];
  return [...suggestions.coach];
}
