// Text normalisation and keyword-pattern matching for all 7 languages (word tokens for Latin script, substrings for ja/ko).
import type { Language } from '@groeipad/domain';

/** Japanese and Korean are matched on substrings: no word splitting needed or wanted. */
export function isSubstringLanguage(language: Language): boolean {
  return language === 'ja' || language === 'ko';
}

/** Lower case, unified apostrophes, no accents for Latin script; NFKC (full-width forms) for ja/ko. */
export function normalise(text: string, language: Language): string {
  const lowered = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  if (isSubstringLanguage(language)) return lowered.replace(/\s+/g, '');
  // Hyphens inside words join parts of one idea ("week-end", "Schlaf-Probleme"): keep them as spaces.
  const unhyphenated = lowered.replace(/(\p{L})-(?=\p{L})/gu, '$1 ');
  return unhyphenated.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Word tokens of already-normalised Latin text; clause punctuation becomes a '|' token. */
export function tokenise(normalised: string, elisions: readonly string[]): string[] {
  const tokens: string[] = [];
  for (const raw of normalised.match(/[\p{L}\p{N}']+|[.,;:!?()\-–—]/gu) ?? []) {
    if (/^[.,;:!?()\-–—]$/.test(raw)) {
      tokens.push('|');
      continue;
    }
    const word = raw.replace(/^'+|'+$/g, '');
    if (word) tokens.push(...splitElision(word, elisions));
  }
  return tokens;
}

type WordPattern = { text: string; prefix: boolean; suffix: boolean; gap: boolean };

/** '...' in a pattern stands for up to this many words ("stel ... uit", "schiebe ... auf"). */
const GAP_WORDS = 3;

/** A keyword pattern compiled once: words with optional '*' at either end, or a plain substring. */
export type CompiledPattern = { source: string; words: WordPattern[]; substring: string };

/** Splits an elided article off a word the way message text is split ("l'anxiété" -> "l", "anxiete"). */
function splitElision(word: string, elisions: readonly string[]): string[] {
  const elision = elisions.find((prefix) => word.startsWith(prefix) && word.length > prefix.length);
  return elision ? [elision.slice(0, -1), word.slice(elision.length)] : [word];
}

export function compilePattern(
  pattern: string,
  language: Language,
  elisions: readonly string[] = [],
): CompiledPattern {
  const normalised = normalise(pattern, language).trim();
  const words = normalised
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitElision(word, elisions))
    .map((word) => ({
      text: word.replace(/^\*|\*$/g, ''),
      prefix: word.endsWith('*'),
      suffix: word.startsWith('*'),
      gap: word === '...',
    }));
  return { source: pattern, words, substring: normalised.replace(/\*|\.\.\./g, '') };
}

function wordMatches(token: string, word: WordPattern): boolean {
  if (word.prefix && word.suffix) return token.includes(word.text);
  if (word.prefix) return token.startsWith(word.text);
  if (word.suffix) return token.endsWith(word.text);
  return token === word.text;
}

/** Where a pattern occurs: token index (Latin) or character index (ja/ko), and its length in the same unit. */
export type Match = { start: number; length: number };

/** The token index just past a match of words[from..] at position `at`, or -1. Gaps stay inside a clause. */
function matchFrom(
  words: readonly WordPattern[],
  from: number,
  tokens: readonly string[],
  at: number,
): number {
  const word = words[from];
  if (!word) return at;
  if (word.gap) {
    for (let skip = 0; skip <= GAP_WORDS; skip += 1) {
      if (skip > 0 && (tokens[at + skip - 1] ?? '|') === '|') break;
      const end = matchFrom(words, from + 1, tokens, at + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  const token = tokens[at];
  if (token === undefined || token === '|' || !wordMatches(token, word)) return -1;
  return matchFrom(words, from + 1, tokens, at + 1);
}

export function findMatches(pattern: CompiledPattern, tokens: readonly string[]): Match[] {
  const found: Match[] = [];
  if (pattern.words.length === 0) return found;
  for (let start = 0; start < tokens.length; start += 1) {
    const end = matchFrom(pattern.words, 0, tokens, start);
    if (end > start) found.push({ start, length: end - start });
  }
  return found;
}

export function findSubstrings(pattern: CompiledPattern, text: string): Match[] {
  const found: Match[] = [];
  if (!pattern.substring) return found;
  let at = text.indexOf(pattern.substring);
  while (at >= 0) {
    found.push({ start: at, length: pattern.substring.length });
    at = text.indexOf(pattern.substring, at + 1);
  }
  return found;
}
