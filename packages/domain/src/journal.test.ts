import { describe, expect, it } from 'vitest';
import { moodEmoji, moodOf, readingTimeMinutes, textLength, wordCount } from './journal';

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

  it('reads Japanese and Korean at 500 characters a minute', () => {
    expect(readingTimeMinutes('あ'.repeat(500))).toBe(1);
    expect(readingTimeMinutes('한'.repeat(501))).toBe(2);
  });
});

describe('textLength', () => {
  it('counts characters, not spaces, in Japanese and Korean', () => {
    expect(textLength('今日はとても良い一日でした。')).toEqual({ unit: 'characters', count: 14 });
    expect(textLength('오늘은 정말 좋은 하루였다.')).toEqual({ unit: 'characters', count: 12 });
  });

  it('counts words in Latin text, also with a name or a word in kanji in it', () => {
    expect(textLength('Vandaag was een goede dag')).toEqual({ unit: 'words', count: 5 });
    expect(textLength('Ik heb 寿司 gegeten met vrienden')).toEqual({ unit: 'words', count: 6 });
  });

  it('lets the text decide: mixed text that is at least half CJK counts characters', () => {
    expect(textLength('今日はmeetingがあった')).toEqual({ unit: 'characters', count: 14 });
  });

  it('counts an emoji or a decomposed Hangul syllable as one character', () => {
    expect(textLength('좋아 👍🏽')).toEqual({ unit: 'characters', count: 3 });
    expect(textLength('\u1112\u1161\u11AB')).toEqual({ unit: 'characters', count: 1 });
  });

  it('is zero words for empty text', () => {
    expect(textLength('  ')).toEqual({ unit: 'words', count: 0 });
    expect(textLength(null)).toEqual({ unit: 'words', count: 0 });
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
