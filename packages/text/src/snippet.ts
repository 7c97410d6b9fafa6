// Cuts a short excerpt of a text around a position, on word boundaries where the text has them.

export const SNIPPET_LENGTH = 160;
// How much text to show before the match, so it does not sit at the very start of the excerpt.
const LEAD = 40;
// How far to look for a space to cut at; CJK text has none and is cut anywhere.
const SNAP = 20;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** About `length` characters of `text` around index `at` (the start when undefined), '…' where cut. */
export function makeSnippet(text: string, at?: number, length = SNIPPET_LENGTH): string {
  if (text.length <= length) return collapse(text);
  const focus = Math.min(Math.max(at ?? 0, 0), text.length);
  let start = Math.max(0, focus - LEAD);
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  if (start > 0 && !/\s/.test(text.charAt(start - 1))) {
    const space = text.slice(start, Math.min(focus, start + SNAP)).search(/\s/);
    if (space >= 0) start += space + 1;
  }
  if (end < text.length && !/\s/.test(text.charAt(end))) {
    const tail = text.slice(Math.max(focus + 1, end - SNAP), end);
    const space = tail.search(/\s\S*$/);
    if (space >= 0) end = end - tail.length + space;
  }
  // Never split an emoji or other astral character in two.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start += 1;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end -= 1;
  const body = collapse(text.slice(start, end));
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
