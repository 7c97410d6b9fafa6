// Only the numbers of our own crisis resources become links in a crisis reply; longer numbers win.
import { crisisResources } from '@groeipad/coach';
import { describe, expect, it } from 'vitest';
import { splitNumbers, telHref } from './crisis-reply';

const netherlands = crisisResources('nl', 'NL');

describe('splitNumbers', () => {
  it('links the line and the emergency number, and nothing else', () => {
    const text =
      'Bel 113 Zelfmoordpreventie: 0800-0113 of 088 0767 000; in nood 112. Kamer 1120, 0800-01134.';
    const parts = splitNumbers(text, netherlands);
    expect(parts.filter((part) => part.number).map((part) => part.text)).toEqual([
      '0800-0113',
      '088 0767 000',
      '112',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves a text without our numbers as one plain part', () => {
    expect(splitNumbers('Bel je huisarts.', netherlands)).toEqual([
      { text: 'Bel je huisarts.', number: false },
    ]);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('0800-0113')).toBe('tel:08000113');
    expect(telHref('+31 20 123')).toBe('tel:+3120123');
  });
});
