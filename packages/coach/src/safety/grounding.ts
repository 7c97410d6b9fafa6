// Short grounding exercises (5-4-3-2-1 senses, slow breathing) offered next to the crisis resources.
import type { Language } from '@groeipad/domain';
import { safetyMessages } from './messages';

export type GroundingKind = 'senses' | 'breathing';
export type GroundingExercise = { title: string; steps: string[] };

/** A grounding exercise in the user's language; 5-4-3-2-1 senses unless breathing is asked. */
export function groundingExercise(
  language: Language,
  kind: GroundingKind = 'senses',
): GroundingExercise {
  const { title, steps } = safetyMessages(language).grounding[kind];
  return { title, steps: [...steps] };
}
