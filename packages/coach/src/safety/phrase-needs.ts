// The literal pieces every match of a phrase must contain: a cheap prefilter before any RegExp runs.
import { tokenize, type Token } from './phrase-syntax';

/**
 * An AND of ORs: a phrase can only match a text in which every clause has at least one of its
 * pieces as a substring. Most messages contain the pieces of very few phrases, so only those few
 * phrases' RegExps need to run.
 */
export type Needs = string[][];

type Parsed = { needs: Needs; next: number };

/** The weakest piece of a clause decides how often it lets a text through: longer is rarer. */
export function strength(clause: string[]): number {
  return Math.min(...clause.map((piece) => piece.length)) - clause.length / 1000;
}

function strongest(needs: Needs): string[] | undefined {
  let best: string[] | undefined;
  for (const clause of needs) if (!best || strength(clause) > strength(best)) best = clause;
  return best;
}

/**
 * Reads tokens from `start` up to the "|" or ")" that ends the sequence. A literal run's words
 * are matched literally (phrase-syntax.ts only puts optional separators between them), so each
 * word is a clause of its own. A group needs one piece of any of its alternatives, and nothing
 * when an alternative needs nothing ("(echt |)"). Gaps, wildcards and "#" need nothing.
 */
function parseSequence(
  tokens: Token[],
  start: number,
  normalizeWord: (text: string) => string,
): Parsed {
  const needs: Needs = [];
  let i = start;
  for (; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || token.kind === 'bar' || token.kind === 'close') break;
    if (token.kind === 'text') {
      for (const piece of normalizeWord(token.value).split(' ')) if (piece) needs.push([piece]);
    } else if (token.kind === 'open') {
      const group = parseAlternatives(tokens, i + 1, normalizeWord);
      needs.push(...group.needs);
      i = group.next;
    }
  }
  return { needs, next: i };
}

/** Alternatives from `start` to the ")" that closes them (or the end of a top-level "a|b"). */
function parseAlternatives(
  tokens: Token[],
  start: number,
  normalizeWord: (text: string) => string,
): Parsed {
  const alternatives: Needs[] = [];
  let next = start - 1;
  do {
    const parsed = parseSequence(tokens, next + 1, normalizeWord);
    alternatives.push(parsed.needs);
    next = parsed.next;
  } while (tokens[next]?.kind === 'bar');
  const [only] = alternatives;
  if (alternatives.length === 1 && only) return { needs: only, next };
  const picked = alternatives.map(strongest);
  if (picked.includes(undefined)) return { needs: [], next };
  return { needs: [[...new Set(picked.flatMap((clause) => clause ?? []))]], next };
}

/**
 * What a phrase needs, given the same normaliser phraseToSource used for its literal runs. Call it
 * after phraseToSource, which rejects unbalanced brackets; an empty result means "always test".
 */
export function phraseNeeds(phrase: string, normalizeWord: (text: string) => string): Needs {
  return parseAlternatives(tokenize(phrase.trim()), 0, normalizeWord).needs;
}
