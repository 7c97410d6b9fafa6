// Scores one coach reply against what the user's opening message asked: a step, no echo, an answer, one question.
import type { Language } from '@groeipad/domain';
import { QUALITY_LEXICON } from './quality-lexicon';

export type OpeningCase = {
  id: string;
  language: Language;
  text: string;
  topic: string;
  kind: 'help' | 'problem' | 'question' | 'smalltalk';
  /** The user asked for help or described a problem: a concrete step must be offered. */
  asksHelp: boolean;
  /** A direct question; a correct answer contains at least one of the keywords. */
  directQuestion: { keywords: string[] } | null;
};

export const QUALITY_RULES = ['step', 'noEcho', 'answered', 'oneQuestion'] as const;
export type QualityRule = (typeof QUALITY_RULES)[number];

/** Per rule: true (passed), false (failed) or null (does not apply to this message). */
export type QualityScore = Record<QualityRule, boolean | null>;

/** Latin-script echo: this many consecutive words of the user's message copied into the reply. */
const ECHO_WORDS = 4;
/** Japanese and Korean echo: this many consecutive characters (spaces and punctuation left out). */
const ECHO_CHARS = 8;

function isCjk(language: Language): boolean {
  return language === 'ja' || language === 'ko';
}

function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

function compact(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** True when the reply copies a span of the user's message (4 words, or 8 characters in ja/ko). */
export function echoesUser(reply: string, message: string, language: Language): boolean {
  if (isCjk(language)) {
    const said = compact(message);
    const replied = compact(reply);
    for (let i = 0; i + ECHO_CHARS <= said.length; i += 1)
      if (replied.includes(said.slice(i, i + ECHO_CHARS))) return true;
    return false;
  }
  const said = words(message);
  const replied = ` ${words(reply).join(' ')} `;
  for (let i = 0; i + ECHO_WORDS <= said.length; i += 1)
    if (replied.includes(` ${said.slice(i, i + ECHO_WORDS).join(' ')} `)) return true;
  return false;
}

export function questionCount(reply: string): number {
  return (reply.match(/[?？]/g) ?? []).length;
}

function sentencesOf(reply: string): string[] {
  return reply
    .split(/(?<=[.!?。！？])\s*/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The reply names a technique and has a sentence that is not a question and holds a step verb. */
export function offersStep(reply: string, language: Language): boolean {
  const lexicon = QUALITY_LEXICON[language];
  const lower = ` ${reply.normalize('NFKC').toLowerCase()} `;
  if (!lexicon.techniques.some((name) => lower.includes(name))) return false;
  return sentencesOf(reply.normalize('NFKC').toLowerCase()).some(
    (sentence) =>
      !/[?？]$/u.test(sentence) && lexicon.actions.some((verb) => ` ${sentence}`.includes(verb)),
  );
}

export function answersQuestion(reply: string, keywords: readonly string[]): boolean {
  const lower = reply.normalize('NFKC').toLowerCase();
  return keywords.some((keyword) => lower.includes(keyword.normalize('NFKC').toLowerCase()));
}

export function scoreReply(opening: OpeningCase, reply: string): QualityScore {
  return {
    step: opening.asksHelp ? offersStep(reply, opening.language) : null,
    noEcho: !echoesUser(reply, opening.text, opening.language),
    answered: opening.directQuestion
      ? answersQuestion(reply, opening.directQuestion.keywords)
      : null,
    oneQuestion: questionCount(reply) <= 1,
  };
}

export type RuleTally = { passed: number; applicable: number };
export type QualityReport = {
  rules: Record<QualityRule, RuleTally>;
  byLanguage: Partial<Record<Language, Record<QualityRule, RuleTally>>>;
  /** Messages where every applicable rule passed. */
  allPassed: RuleTally;
};

function emptyTallies(): Record<QualityRule, RuleTally> {
  return {
    step: { passed: 0, applicable: 0 },
    noEcho: { passed: 0, applicable: 0 },
    answered: { passed: 0, applicable: 0 },
    oneQuestion: { passed: 0, applicable: 0 },
  };
}

/** Adds up scored replies per rule and per language. */
export function summarise(
  scored: ReadonlyArray<{ opening: OpeningCase; score: QualityScore }>,
): QualityReport {
  const report: QualityReport = {
    rules: emptyTallies(),
    byLanguage: {},
    allPassed: { passed: 0, applicable: 0 },
  };
  for (const { opening, score } of scored) {
    const perLanguage = (report.byLanguage[opening.language] ??= emptyTallies());
    for (const rule of QUALITY_RULES) {
      const result = score[rule];
      if (result === null) continue;
      for (const tally of [report.rules[rule], perLanguage[rule]]) {
        tally.applicable += 1;
        if (result) tally.passed += 1;
      }
    }
    report.allPassed.applicable += 1;
    if (QUALITY_RULES.every((rule) => score[rule] !== false)) report.allPassed.passed += 1;
  }
  return report;
}
