// Words the reply-quality scorer looks for: names of helping techniques and verbs of a concrete step, per language.
import type { Language } from '@groeipad/domain';
import lexicon from './quality-lexicon.json';

export type QualityLexicon = {
  /** A reply that names one of these names a technique (lower case; substring match). */
  techniques: readonly string[];
  /** A sentence (not a question) holding one of these gives an actionable step (lower case; substring match). */
  actions: readonly string[];
};

/**
 * Written from the methods themselves (what a therapist's handout would say), not from the coach's
 * content, so the scorer does not simply recognise its own sentences.
 */
export const QUALITY_LEXICON: Record<Language, QualityLexicon> = lexicon;
