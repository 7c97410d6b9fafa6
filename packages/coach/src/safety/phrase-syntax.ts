// Turns the phrase syntax of content/safety/<lang>.json into RegExp source (syntax: content/safety/README.md).
import type { Language } from '@groeipad/domain';
import { unspacedLanguages } from './normalize';

/**
 * A letter or digit in a view. Views of spaced languages hold only letters, digits, spaces,
 * "." (sentence end), "," (clause end) and "_" (a removed idiom), so this cheap class is exact;
 * Unicode property classes made compiling the phrase lists about ten times slower.
 */
export const viewLetter = '[^ .,_]';
const letter = viewLetter;
/**
 * How many words "..." may skip in spaced languages, and characters in Japanese/Korean; "...."
 * (a long gap) skips up to 10 words or 24 characters. Numbers ("took 20 of them", "3 days") are
 * skipped without counting.
 */
const gapWords = 6;
const gapChars = 12;
const longGapWords = 10;
const longGapChars = 24;
/** A number skipped by a gap without counting (at most this many in a row). */
const freeNumbers = 3;
const wildcardChars = 4;

/** Exported for phrase-needs.ts, which reads the same tokens for its literal prefilter. */
export type Token =
  | { kind: 'text'; value: string }
  | { kind: 'gap'; long?: boolean }
  | { kind: 'wild' }
  | { kind: 'end' }
  | { kind: 'open' }
  | { kind: 'bar' }
  | { kind: 'close' };

export function tokenize(phrase: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = (): void => {
    if (text) tokens.push({ kind: 'text', value: text });
    text = '';
  };
  for (let i = 0; i < phrase.length; i += 1) {
    const c = phrase[i] ?? '';
    if (phrase.startsWith('....', i)) {
      flush();
      tokens.push({ kind: 'gap', long: true });
      i += 3;
    } else if (phrase.startsWith('...', i)) {
      flush();
      tokens.push({ kind: 'gap' });
      i += 2;
    } else if (c === '…') {
      flush();
      tokens.push({ kind: 'gap' });
    } else if ('?[]{}+\\^$'.includes(c)) {
      // These look like regular-expression syntax, which the phrase files do not speak.
      throw new Error(`Unsupported character "${c}" in phrase "${phrase}" (see README.md)`);
    } else if (c === '#') {
      flush();
      tokens.push({ kind: 'end' });
    } else if (c === '*') {
      flush();
      tokens.push({ kind: 'wild' });
    } else if (c === '(' || c === '|' || c === ')') {
      flush();
      tokens.push({ kind: c === '(' ? 'open' : c === '|' ? 'bar' : 'close' });
    } else {
      text += c;
    }
  }
  flush();
  return tokens;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/gu, '\\$&');
}

/**
 * A literal run is normalised as a whole, so elisions and variants spanning words still fold
 * ("j en" -> "jen"). Its outer spaces become one separator, except next to "..." which brings
 * its own separators.
 */
function textSource(
  run: string,
  before: Token | undefined,
  after: Token | undefined,
  unspaced: boolean,
  normalizeWord: (text: string) => string,
): string {
  const core = escape(normalizeWord(run));
  if (unspaced) {
    // Latin words inside Japanese or Korean phrases ("od", "dv") still need word edges.
    const start = /^[a-z0-9]/u.test(core) && before?.kind !== 'wild' ? '(?<![a-z0-9])' : '';
    const end = /[a-z0-9]$/u.test(core) && after?.kind !== 'wild' ? '(?![a-z0-9])' : '';
    return start + core + end;
  }
  // A space in a phrase is an optional single space in the message: "(echt |)" or "(a|b|) c"
  // must not demand two spaces when the optional part is absent, and "no one" = "noone".
  // Commas between the words are allowed too ("ik wil, echt, dood"); only "#" looks at them.
  const space = '(?: ,)? ?';
  const lead = /^\s/u.test(run) && before !== undefined && before.kind !== 'gap' ? space : '';
  const trail = /\s$/u.test(run) && after !== undefined && after.kind !== 'gap' ? space : '';
  if (!core) return before?.kind === 'gap' || after?.kind === 'gap' ? '' : lead || trail;
  return lead + core.replace(/ /gu, space) + trail;
}

/**
 * RegExp source for one phrase. `normalizeWord` puts each literal piece in the same form as the
 * message (the caller passes the language's normaliser), so authors write ordinary spelling.
 * Throws on unbalanced brackets so a broken data file fails loudly in tests, not silently.
 */
/**
 * A gap may cross a comma ("wil, echt, dood") but never a sentence end. Numbers are skipped
 * without counting: a counted word starts with a non-digit, so the two kinds never overlap and
 * the pattern cannot backtrack badly.
 */
function gapSource(unspaced: boolean, long: boolean): string {
  const numbers = `(?:[0-9][^ .,_]* ){0,${freeNumbers}}`;
  if (unspaced) {
    const digits = `[0-9]{0,${freeNumbers * 2}}`;
    return `(?:${digits}[^.0-9]){0,${long ? longGapChars : gapChars}}${digits}`;
  }
  const word = `(?:[^ .,_0-9]${letter}*|,)`;
  return ` (?:${numbers}${word} ){0,${long ? longGapWords : gapWords}}${numbers}`;
}

export function phraseToSource(
  phrase: string,
  language: Language,
  normalizeWord: (text: string) => string,
): string {
  const unspaced = unspacedLanguages.has(language);
  const tokens = tokenize(phrase.trim());
  let depth = 0;
  let out = '';
  // Per open choice: whether the current alternative has written text and whether any of it is
  // left after normalising. "(a|,)" would otherwise hold an empty alternative that matches anything.
  const alternatives: { written: boolean; kept: boolean }[] = [];
  const closeAlternative = (): void => {
    const current = alternatives[alternatives.length - 1];
    if (current?.written && !current.kept) {
      throw new Error(
        `A choice alternative in phrase "${phrase}" normalises to nothing (punctuation only?); ` +
          'write an empty choice "(a |)" for an optional part',
      );
    }
  };
  const markKept = (): void => {
    const current = alternatives[alternatives.length - 1];
    if (current) current.kept = true;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) continue;
    if (token.kind !== 'text' && token.kind !== 'bar' && token.kind !== 'close') markKept();
    switch (token.kind) {
      case 'text': {
        const current = alternatives[alternatives.length - 1];
        if (current && token.value.trim() !== '') {
          current.written = true;
          if (normalizeWord(token.value).trim() !== '') current.kept = true;
        }
        out += textSource(token.value, tokens[i - 1], tokens[i + 1], unspaced, normalizeWord);
        break;
      }
      case 'gap':
        out += gapSource(unspaced, token.long === true);
        break;
      case 'end':
        // Views end with a "." (see lexicon.ts), so the end of the message is a sentence end too.
        out += '(?= ?[.,])';
        break;
      case 'wild':
        out += unspaced ? `.{0,${wildcardChars}}` : `${letter}*`;
        break;
      case 'open':
        depth += 1;
        alternatives.push({ written: false, kept: false });
        out += '(?:';
        break;
      case 'bar':
        if (alternatives.length > 0) {
          closeAlternative();
          alternatives.pop();
          alternatives.push({ written: false, kept: false });
        }
        out += '|';
        break;
      case 'close':
        depth -= 1;
        if (depth < 0) throw new Error(`Unbalanced ")" in phrase "${phrase}"`);
        closeAlternative();
        alternatives.pop();
        out += ')';
        break;
    }
  }
  if (depth !== 0) throw new Error(`Unbalanced "(" in phrase "${phrase}"`);
  if (!out) throw new Error('Empty phrase');
  // Whole words only in spaced languages: "die" must not match "diet" or "studie".
  return unspaced ? out : `(?<!${letter})${out}(?!${letter})`;
}
