import { describe, expect, it } from 'vitest';
import { labelLines } from './wheel-of-life';

describe('labelLines', () => {
  it('keeps short labels on one line and wraps longer ones at word boundaries', () => {
    expect(labelLines('Loopbaan')).toEqual(['Loopbaan']);
    expect(labelLines('Persoonlijke groei')).toEqual(['Persoonlijke', 'groei']);
    expect(labelLines('Sociaal leven')).toEqual(['Sociaal', 'leven']);
    expect(labelLines('Vie de famille', 12)).toEqual(['Vie de', 'famille']);
  });

  it('never breaks inside a word and ignores extra spaces', () => {
    expect(labelLines('  Spiritualiteit  ')).toEqual(['Spiritualiteit']);
    expect(labelLines('')).toEqual([]);
  });
});
