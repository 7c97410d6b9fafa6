import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aiContextCode,
  aiContextLabel,
  preview,
  promptPreview,
  responsePreview,
} from './ai-interactions';

describe('AI context labels', () => {
  it.each([
    ['imagination', 'Verbeelding'],
    ['chat', 'Chat'],
    ['journal', 'Dagboek'],
    ['goal', 'Doel'],
    ['therapy', 'Therapie'],
    ['coaching', 'Coaching'],
  ])('%s is %s', (type, label) => {
    expect(aiContextLabel(type)).toBe(label);
    expect(aiContextCode(type)).toBe(type);
  });
  it('shows Onbekend otherwise', () => {
    expect(aiContextLabel('other')).toBe('Onbekend');
    expect(aiContextLabel(undefined)).toBe('Onbekend');
    expect(aiContextCode('Chat')).toBe('unknown');
  });
});

describe('previews', () => {
  it('keeps the prompt up to 50 characters whole', () => {
    const fifty = 'a'.repeat(50);
    expect(promptPreview(fifty)).toBe(fifty);
    expect(promptPreview(`${fifty}b`)).toBe(`${fifty}…`);
    expect(promptPreview('kort')).toBe('kort');
  });
  it('cuts the response at 100 characters', () => {
    const hundred = 'x'.repeat(100);
    expect(responsePreview(hundred)).toBe(hundred);
    expect(responsePreview(`${hundred}y`)).toBe(`${hundred}…`);
  });
  it('does not split an emoji or drop a space before the ellipsis', () => {
    const text = `${'a'.repeat(49)}😀 and more`;
    expect(promptPreview(text)).toBe(`${'a'.repeat(49)}…`);
    expect(preview('ab cd', 3)).toBe('ab…');
    expect(preview('👨‍👩‍👧 family', 4)).toBe('…');
  });
  it('is never longer than the limit plus one and never holds a lone surrogate', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 0, max: 120 }),
        (text, limit) => {
          const result = preview(text, limit);
          expect(result.length).toBeLessThanOrEqual(limit + 1);
          expect(result).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
          if (text.length <= limit) expect(result).toBe(text);
        },
      ),
    );
  });
});
