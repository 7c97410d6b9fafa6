// Text normalisation shared by messages and phrase lists, so both are compared in the same form.
import type { Language } from '@groeipad/domain';

/** Languages written without spaces between words (or with unreliable spacing, as Korean). */
export const unspacedLanguages: ReadonlySet<Language> = new Set<Language>(['ja', 'ko']);

const apostrophes = /['’‘`´ʼ]/gu;
const latinLigatures: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};
const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

let lastBase = { text: '', normal: '' };

/**
 * Language-neutral form: width (NFKC), case, Latin accents, apostrophes, leetspeak inside words,
 * punctuation and emoji to spaces (sentence ends to " . "), repeated Latin letters collapsed ("sooo" -> "so", "dood" -> "dod").
 * Accents are only stripped from Latin letters: Japanese dakuten and Hangul must survive.
 */
export function normalizeBase(text: string): string {
  // Each message is normalised for all seven languages in a row: the shared first part once.
  if (text === lastBase.text) return lastBase.normal;
  const normal = computeBase(text);
  lastBase = { text, normal };
  return normal;
}

function computeBase(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  t = t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .normalize('NFC');
  t = t.replace(/[ßœæøłđ]/gu, (c) => latinLigatures[c] ?? c);
  t = t.replace(apostrophes, '');
  // "su1c1de", "k1ll", "d3ad": digits between letters are letters in disguise; plain numbers stay.
  t = t.replace(/[a-z0-9@$]+/gu, (word) =>
    /[a-z]/u.test(word) && /[a-z][0-9@$]|[0-9@$][a-z]/u.test(word)
      ? word.replace(/[013457@$]/gu, (c) => leet[c] ?? c)
      : word,
  );
  // "2.5 mg", "10,000": a point or comma inside a number is no sentence or clause end.
  t = t.replace(/([0-9])[.,](?=[0-9])/gu, '$1');
  // A sentence end stays visible as " . " so a phrase cannot run from one sentence into the next
  // and "#" in a phrase can mean "the sentence ends here"; an ellipsis is a pause, not an end.
  // A comma (or semicolon) stays as " , ": "#" may also mean the clause ends there.
  t = t.replace(/[^\p{L}\p{N}]+/gu, (run) => {
    if (/[!?。！？\n]/u.test(run) || (/\./u.test(run) && !/\.\.|…/u.test(run))) return ' . ';
    return /[,;、，；]/u.test(run) ? ' , ' : ' ';
  });
  t = t.replace(/ +/gu, ' ').replace(/^[ .,]+|[ .,]+$/gu, '');
  t = t.replace(/([a-z])\1+/gu, '$1');
  return t;
}

function katakanaToHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * The form one language's phrases are matched against. German folds "ue"/"oe"/"ae" spellings of
 * umlauts (after accents are gone, "müde" and "muede" both become "mude"); French joins elisions
 * typed with a space ("j en ai marre" = "j'en ai marre"); Japanese folds katakana to hiragana;
 * Japanese and Korean drop spaces because spacing there is free.
 */
export function normalizeFor(text: string, language: Language): string {
  let t = normalizeBase(text);
  if (language === 'de') t = t.replace(/([aou])e/gu, '$1');
  if (language === 'fr') t = t.replace(/(?<![\p{L}\p{N}])(qu|[cdjlmnst]) (?=[aeiouyh])/gu, '$1');
  if (language === 'ja') t = katakanaToHiragana(t);
  // Spaces go, except between two Latin words, so "od" or "dv" cannot be formed across words.
  if (unspacedLanguages.has(language)) t = t.replace(/(?<![a-z0-9]) | (?![a-z0-9])/gu, '');
  return t;
}
