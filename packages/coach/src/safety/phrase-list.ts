// A compiled phrase list: each phrase's RegExp source plus the literal pieces it needs, tested lazily.
import type { Language } from '@groeipad/domain';
import type { PieceIndex } from './piece-index';
import { phraseNeeds, strength } from './phrase-needs';
import { phraseToSource } from './phrase-syntax';

export type CompiledPhrase = {
  phrase: string;
  source: string;
  /** phrase-needs.ts clauses as ids in the list's piece index. */
  needs: number[][];
  /** Built on the first text that has the pieces: most phrases never need one. */
  regex?: RegExp;
};

/**
 * A list matches when any phrase matches. The language's piece index (shared by all its lists)
 * rules out nearly every phrase by plain substring checks, so a message only runs the RegExps of
 * the few phrases whose words it contains; one big alternation per list tried every phrase at
 * every position of every message.
 */
export type CompiledList = {
  phrases: CompiledPhrase[];
  index: PieceIndex;
  /** Global RegExps of candidate subsets, for cutIdioms; keyed by the candidates' positions. */
  cutters: Map<string, RegExp>;
};

export function compileList(
  phrases: string[],
  language: Language,
  normalizeWord: (text: string) => string,
  index: PieceIndex,
): CompiledList {
  const compiled = phrases.map((phrase) => {
    const source = phraseToSource(phrase, language, normalizeWord);
    // Checks the source now, so a bad phrase fails when the file is compiled, not on a message.
    new RegExp(source, 'u');
    // Strongest clause first: a phrase is usually ruled out by its first, rarest piece.
    const needs = phraseNeeds(phrase, normalizeWord)
      .sort((a, b) => strength(b) - strength(a))
      .map((clause) => clause.map(index.add));
    return { phrase, source, needs };
  });
  return { phrases: compiled, index, cutters: new Map() };
}

function hasNeeds(needs: number[][], found: Uint8Array): boolean {
  for (const clause of needs) {
    let some = false;
    for (const id of clause) if (found[id]) some = true;
    if (!some) return false;
  }
  return true;
}

function candidates(list: CompiledList, text: string): CompiledPhrase[] {
  if (list.phrases.length === 0) return [];
  const found = list.index.scan(text);
  return list.phrases.filter((phrase) => hasNeeds(phrase.needs, found));
}

function matches(phrase: CompiledPhrase, text: string): boolean {
  phrase.regex ??= new RegExp(phrase.source, 'u');
  return phrase.regex.test(text);
}

/** Whether any phrase of the list occurs in `text`. A plain loop: it runs hundreds of times a message. */
export function listTest(list: CompiledList, text: string): boolean {
  if (list.phrases.length === 0) return false;
  const found = list.index.scan(text);
  for (const phrase of list.phrases) {
    if (hasNeeds(phrase.needs, found) && matches(phrase, text)) return true;
  }
  return false;
}

/** The phrases of the list that occur in `text`, in list order (for explanations). */
export function matchingPhrases(list: CompiledList, text: string): string[] {
  return candidates(list, text)
    .filter((phrase) => matches(phrase, text))
    .map((p) => p.phrase);
}

const maxCutters = 256;

/**
 * Replaces every match of the list in `text` with `mark`, as one global alternation of all its
 * phrases in list order would. A phrase whose pieces are absent cannot match anywhere, so leaving
 * it out of the alternation changes no match; only the candidates are joined.
 */
export function cutPhrases(list: CompiledList, text: string, mark: string): string {
  const found = candidates(list, text);
  if (found.length === 0) return text;
  const key = found.map((p) => list.phrases.indexOf(p)).join(',');
  let regex = list.cutters.get(key);
  if (!regex) {
    regex = new RegExp(found.map((p) => `(?:${p.source})`).join('|'), 'gu');
    if (list.cutters.size >= maxCutters) list.cutters.clear();
    list.cutters.set(key, regex);
  }
  return text.replace(regex, mark);
}
