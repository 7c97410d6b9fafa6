// Phone numbers (NL and international) and long identifying numbers (BSN, cards) in free text.

/**
 * A run of digit groups joined by one separator each (space, dot, dash, slash, brackets), with an
 * optional + in front. Japanese and Korean text may touch the number without a space, so only
 * alphabetic scripts count as a word around it. Every joiner is non-empty, so matching stays linear on long digit strings.
 */
const candidatePattern =
  /(?<![\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}+])(?:\+ ?)?\(?\d+(?:(?:[ .\-/]\(?|\) ?|\()\d+)*\)?(?![\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}])/gu;

const maxPartsPerPhone = 7;

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

function isPhone(text: string): boolean {
  const digits = digitCount(text);
  const compact = text.replace(/[\s().\-/]/g, '');
  // +31 6 12345678, 0031 6 12345678, +1 (555) 123-4567
  if (compact.startsWith('+') || compact.startsWith('00')) return digits >= 8 && digits <= 15;
  // 06-12345678, 020 123 4567, 090-1234-5678 (JP), 010-1234-5678 (KR), 06 12 34 56 78 (FR)
  if (compact.startsWith('0')) return digits >= 9 && digits <= 12;
  return false;
}

type Part = { text: string; separator: string };

/** Splits a candidate at its spaces, keeping each space so the text can be put back together. */
function spaceParts(candidate: string): Part[] {
  const parts: Part[] = [];
  const pattern = /(\S+)(\s*)/g;
  for (const match of candidate.matchAll(pattern)) {
    parts.push({ text: match[1] ?? '', separator: match[2] ?? '' });
  }
  return parts;
}

function joinParts(parts: readonly Part[]): string {
  return parts.map((part, i) => part.text + (i < parts.length - 1 ? part.separator : '')).join('');
}

/** One run without a phone inside: nine or more digits identify something (BSN, card, account). */
function stripLongNumber(text: string): string {
  return digitCount(text) >= 9 ? '[id]' : text;
}

/** The longest phone number starting at part `i`: the index of its last part, or -1. */
function phoneEnd(parts: readonly Part[], i: number): number {
  for (let j = Math.min(parts.length, i + maxPartsPerPhone) - 1; j >= i; j -= 1) {
    if (isPhone(joinParts(parts.slice(i, j + 1)))) return j;
  }
  return -1;
}

/**
 * A run may hold a phone number next to other numbers ("15-01-2024 0612345678"): take the longest
 * phone starting at each space-separated part; the parts between phones are judged together.
 */
function stripRun(candidate: string): string {
  if (isPhone(candidate)) return '[phone]';
  const parts = spaceParts(candidate);
  let result = '';
  let pending: Part[] = [];
  const flush = (): void => {
    if (pending.length === 0) return;
    result += stripLongNumber(joinParts(pending)) + (pending.at(-1)?.separator ?? '');
    pending = [];
  };
  let i = 0;
  while (i < parts.length) {
    const end = phoneEnd(parts, i);
    if (end < 0) {
      pending.push(parts[i] as Part);
      i += 1;
      continue;
    }
    flush();
    result += `[phone]${parts[end]?.separator ?? ''}`;
    i = end + 1;
  }
  flush();
  // The candidate never ends in a space, so the last separator added is always empty.
  return result;
}

export function stripNumbers(text: string): string {
  return text.replace(candidatePattern, stripRun);
}
