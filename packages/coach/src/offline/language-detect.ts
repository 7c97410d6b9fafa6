// Guesses a message's language: by script for Japanese and Korean, by function words and keywords for the rest.
import { supportedLanguages } from '@groeipad/domain';
import type { Language } from '@groeipad/domain';
import { scoreText } from './scoring';

export type LanguageGuess = {
  language: Language | null;
  /** 0-1: 1 for a script that settles it, otherwise how far the best language leads. */
  confidence: number;
  /** How many words or keywords supported the guess. */
  evidence: number;
  /** The evidence for each Latin-script language that was scored. */
  scores: Partial<Record<Language, number>>;
};

const HANGUL = /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/gu;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/gu;
const HAN = /[\u4e00-\u9fff\u3400-\u4dbf]/gu;

/** Letters only one of the Latin-script languages uses, as a small extra hint. */
const LETTER_HINTS: Partial<Record<Language, RegExp>> = {
  es: /[ñ¿¡]/gu,
  de: /[ßäöü]/gu,
  fr: /[çœàèêâîôûù]/gu,
  nl: /ij|[ëï]/gu,
};

const LATIN = supportedLanguages.filter((language) => language !== 'ja' && language !== 'ko');

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export function detectLanguage(text: string): LanguageGuess {
  const hangul = count(text, HANGUL);
  const kana = count(text, KANA);
  const han = count(text, HAN);
  if (hangul > 0 && hangul >= kana)
    return { language: 'ko', confidence: 1, evidence: hangul, scores: { ko: hangul } };
  if (kana > 0 || han > 0)
    return { language: 'ja', confidence: 1, evidence: kana + han, scores: { ja: kana + han } };
  const lowered = text.toLowerCase();
  const ranked = LATIN.map((language) => {
    const hints = LETTER_HINTS[language];
    const evidence = scoreText(text, language).evidence + (hints ? count(lowered, hints) * 0.5 : 0);
    return { language, evidence };
  }).sort((a, b) => b.evidence - a.evidence);
  const scores = Object.fromEntries(ranked.map((entry) => [entry.language, entry.evidence]));
  const best = ranked[0];
  const second = ranked[1]?.evidence ?? 0;
  if (!best || best.evidence === 0) return { language: null, confidence: 0, evidence: 0, scores };
  return {
    language: best.language,
    confidence: (best.evidence - second) / best.evidence,
    evidence: best.evidence,
    scores,
  };
}
