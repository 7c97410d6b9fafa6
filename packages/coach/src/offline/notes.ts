// Turns what the user wrote into short, quotable notes (the goal they named, the thought they had).
import type { Language } from '@groeipad/domain';
import { contentFor } from './content';
import { isSubstringLanguage, normalise, tokenise } from './text';

const LATIN_NOTE_LIMIT = 80;
const CJK_NOTE_LIMIT = 40;
const TRAILING = /[\s.!。！…,、;:：；]+$/u;
const CLAUSE_END = /[,.;!?。、！？;]/u;

function words(text: string, language: Language): number {
  const flat = normalise(text, language);
  if (isSubstringLanguage(language)) return flat.length;
  return tokenise(flat, []).filter((token) => token !== '|').length;
}

/** Enough content to quote back or to count as the story itself. */
export function isSubstantive(
  text: string,
  language: Language,
  minimum: 'note' | 'story',
): boolean {
  const count = words(text, language);
  if (isSubstringLanguage(language)) return count >= (minimum === 'note' ? 3 : 10);
  return count >= (minimum === 'note' ? 2 : 6);
}

function cut(text: string, language: Language): string {
  const limit = isSubstringLanguage(language) ? CJK_NOTE_LIMIT : LATIN_NOTE_LIMIT;
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const space = head.lastIndexOf(' ');
  return `${(space > limit / 2 ? head.slice(0, space) : head).replace(TRAILING, '')}…`;
}

/** Any free text that goes into a reply: no question marks (a reply asks exactly one), trimmed, capped. */
export function cleanValue(text: string, language: Language): string {
  let clean = text
    .normalize('NFKC')
    .replace(/[?？¿¡]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  clean = clean.replace(TRAILING, '');
  for (const ending of contentFor(language).noteTrim) {
    if (clean.endsWith(ending) && clean.length > ending.length)
      clean = clean.slice(0, -ending.length);
  }
  return cut(clean.replace(TRAILING, ''), language);
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/** The goal in "ik wil een halve marathon lopen" or "目標はフルマラソンを完走することです". */
export function extractGoal(text: string, language: Language): string | null {
  const source = text.normalize('NFKC').replace(/[’‘`´]/g, "'");
  for (const pattern of contentFor(language).goalPatterns) {
    const [before = '', after = ''] = pattern.split('{goal}');
    const latin = !isSubstringLanguage(language);
    const boundary = latin ? '(?:^|[^\\p{L}])' : '';
    // With nothing after {goal} the goal runs to the end of the clause, so take it greedily.
    const body = after ? '(.+?)' : '(.+)';
    const tail = after && latin ? '(?=$|[^\\p{L}])' : '';
    const regex = new RegExp(`${boundary}${escape(before)}${body}${escape(after)}${tail}`, 'iu');
    const captured = regex.exec(source)?.[1];
    // Without words before {goal} ("…を目指して") the goal is the clause nearest the marker.
    const clauses = captured?.split(CLAUSE_END) ?? [];
    const clause = (before ? clauses[0] : clauses.at(-1))?.trim();
    if (clause && isSubstantive(clause, language, 'note')) return cleanValue(clause, language);
  }
  return null;
}
