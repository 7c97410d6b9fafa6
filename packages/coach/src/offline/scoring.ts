// Weighted keyword scoring of one message in one language, with negation ("not stressed", "寂しくない").
import type { Language } from '@groeipad/domain';
import { contentFor, keywordsFor } from './content';
import type { CompiledKeywords, WeightedPattern } from './content';
import { FEELINGS, TOPICS } from './ids';
import type { FeelingId, TopicId } from './ids';
import { findMatches, findSubstrings, isSubstringLanguage, normalise, tokenise } from './text';
import type { CompiledPattern, Match } from './text';

/**
 * Topics where "not X" means the topic is absent ("not stressed"). For the others absence is the
 * problem itself: "can't sleep", "no motivation", "don't feel good enough".
 */
const NEGATABLE_TOPICS: ReadonlySet<TopicId> = new Set([
  'stress',
  'anxiety',
  'anger',
  'loneliness',
]);

/** "Not happy" still says something: it leans towards the opposite feeling. */
const NEGATED_FEELING: Partial<Record<FeelingId, FeelingId>> = {
  happy: 'sad',
  hopeful: 'sad',
  calm: 'anxious',
};

/** How many words before a keyword a Latin-script negation may stand. */
const NEGATION_WINDOW = 3;

export type Score = { score: number; strongest: number; first: number };
export type Scores = {
  topics: Map<TopicId, Score>;
  feelings: Map<FeelingId, Score>;
  /** Matched stopwords plus matched keyword patterns: how much this text looks like the language. */
  evidence: number;
};

type Prepared = { language: Language; tokens: string[]; flat: string; keywords: CompiledKeywords };

function prepare(text: string, language: Language): Prepared {
  const flat = normalise(text, language);
  const tokens = isSubstringLanguage(language)
    ? []
    : tokenise(flat, contentFor(language).keywords.elisions);
  return { language, tokens, flat, keywords: keywordsFor(language) };
}

function negatedLatin(prepared: Prepared, match: Match): boolean {
  for (let back = 1; back <= NEGATION_WINDOW; back += 1) {
    const at = match.start - back;
    const token = prepared.tokens[at];
    if (token === undefined || token === '|') return false;
    // Only words before the keyword count, so "überhaupt nicht" never reaches into the keyword.
    const before = prepared.tokens.slice(at, match.start);
    const hit = prepared.keywords.negationsBefore.some((negation) =>
      findMatches(negation, before).some((found) => found.start === 0),
    );
    if (hit) return true;
  }
  return false;
}

function negatedSubstring(prepared: Prepared, match: Match): boolean {
  const { flat, keywords } = prepared;
  const before = keywords.negationsBefore.some(
    (negation: CompiledPattern) =>
      negation.substring.length > 0 &&
      flat.slice(Math.max(0, match.start - negation.substring.length), match.start) ===
        negation.substring,
  );
  if (before) return true;
  const end = match.start + match.length;
  // A short gap lets particles and endings sit between the word and its negation (不安はない, 외롭지 않아).
  return keywords.negationsAfter.some((negation) =>
    flat.slice(end, end + negation.length + 2).includes(negation),
  );
}

type Hit = { weight: number; negated: boolean; first: number; span: Match };

function hitOf(prepared: Prepared, pattern: WeightedPattern): Hit | null {
  const substring = isSubstringLanguage(prepared.language);
  const matches = substring
    ? findSubstrings(pattern, prepared.flat)
    : findMatches(pattern, prepared.tokens);
  if (matches.length === 0) return null;
  const negatedOf = (match: Match) =>
    substring ? negatedSubstring(prepared, match) : negatedLatin(prepared, match);
  const plain = matches.find((match) => !negatedOf(match));
  const span = plain ?? matches[0] ?? { start: 0, length: 0 };
  return { weight: pattern.weight, negated: plain === undefined, first: span.start, span };
}

function overlaps(a: Match, b: Match): boolean {
  return a.start < b.start + b.length && b.start < a.start + a.length;
}

/**
 * The hits of one topic or feeling, strongest and longest first, leaving out any hit inside words
 * an earlier hit already covered: "mijn werk" and "werk" are one piece of evidence, not two.
 */
function distinctHits(prepared: Prepared, patterns: readonly WeightedPattern[]): Hit[] {
  const hits = patterns
    .map((pattern) => hitOf(prepared, pattern))
    .filter((hit): hit is Hit => hit !== null)
    .sort((a, b) => b.weight - a.weight || b.span.length - a.span.length);
  const kept: Hit[] = [];
  for (const hit of hits) if (!kept.some((other) => overlaps(other.span, hit.span))) kept.push(hit);
  return kept;
}

function add<K>(map: Map<K, Score>, key: K, hit: Hit): void {
  const current = map.get(key) ?? { score: 0, strongest: 0, first: Number.POSITIVE_INFINITY };
  map.set(key, {
    score: current.score + hit.weight,
    strongest: Math.max(current.strongest, hit.weight),
    first: Math.min(current.first, hit.first),
  });
}

export function scoreText(text: string, language: Language): Scores {
  const prepared = prepare(text, language);
  const topics = new Map<TopicId, Score>();
  const feelings = new Map<FeelingId, Score>();
  let evidence = prepared.tokens.filter((token) => prepared.keywords.stopwords.has(token)).length;
  for (const topic of TOPICS) {
    for (const hit of distinctHits(prepared, prepared.keywords.topics[topic])) {
      evidence += 1;
      if (!hit.negated || !NEGATABLE_TOPICS.has(topic)) add(topics, topic, hit);
    }
  }
  for (const feeling of FEELINGS) {
    for (const hit of distinctHits(prepared, prepared.keywords.feelings[feeling])) {
      evidence += 1;
      const target = hit.negated ? NEGATED_FEELING[feeling] : feeling;
      if (target) add(feelings, target, hit);
    }
  }
  return { topics, feelings, evidence };
}
