import { describe, expect, it } from 'vitest';
import { makeSnippet, SNIPPET_LENGTH } from './snippet';

const words = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `woord${from + i}`).join(' ');

describe('makeSnippet', () => {
  it('returns short text whole, with whitespace collapsed', () => {
    expect(makeSnippet('Een  korte\n\ntekst. ')).toBe('Een korte tekst.');
  });

  it('cuts long text from the start when there is no match', () => {
    const text = words(0, 60);
    const snippet = makeSnippet(text);
    expect(snippet.startsWith('woord0 ')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
    // Cut on a word boundary: the last word is complete.
    expect(text.includes(`${snippet.slice(0, -1)} `)).toBe(true);
  });

  it('centres on the match with ellipses on both sides and whole words', () => {
    const text = `${words(0, 40)} GEVONDEN ${words(100, 40)}`;
    const snippet = makeSnippet(text, text.indexOf('GEVONDEN'));
    expect(snippet.startsWith('…woord')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('GEVONDEN');
    expect(snippet.indexOf('GEVONDEN')).toBeGreaterThan(20);
    const body = snippet.slice(1, -1);
    expect(text.includes(` ${body} `)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  });

  it('shows the end of the text without a trailing ellipsis when the match is near the end', () => {
    const text = `${words(0, 60)} slot`;
    const snippet = makeSnippet(text, text.length - 4);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('woord59 slot')).toBe(true);
  });

  it('does not split an emoji when cutting text without spaces', () => {
    // The 'x' puts the low surrogates at even offsets, where the plain cut would land.
    const text = `x${'😀'.repeat(200)}`;
    const snippet = makeSnippet(text, 200);
    const body = snippet.replace(/…/g, '');
    expect(body).toMatch(/^(😀)+$/u);
  });
});
