import { describe, expect, it } from 'vitest';
import { moodEmoji, moodOf, readingTimeMinutes, wordCount } from './journal';

describe('wordCount', () => {
  it('splits on whitespace', () => {
    expect(wordCount('Vandaag was  een\tgoede\ndag')).toBe(5);
    expect(wordCount('  één  ')).toBe(1);
    expect(wordCount('山田 太郎')).toBe(2);
  });
  it('is 0 for empty or blank text', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   \n ')).toBe(0);
    expect(wordCount(undefined)).toBe(0);
  });
});

describe('readingTimeMinutes', () => {
  it('reads 200 words a minute, rounded up', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'woord').join(' ');
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
  });
});

describe('moodEmoji', () => {
  it('maps 1-5 to sad, pensive, neutral, smile, grin', () => {
    expect([1, 2, 3, 4, 5].map(moodOf)).toEqual(['sad', 'pensive', 'neutral', 'smile', 'grin']);
    expect([1, 2, 3, 4, 5].map(moodEmoji)).toEqual(['😢', '😔', '😐', '🙂', '😁']);
  });
  it('is neutral for missing or invalid ratings', () => {
    for (const rating of [undefined, null, 0, 6, 2.5, Number.NaN]) {
      expect(moodEmoji(rating)).toBe('😐');
    }
  });
});
