import { describe, expect, it } from 'vitest';
import { analyzeSentiment, SENTIMENT_LANGUAGES } from './sentiment';

const sentences = {
  nl: [
    'Ik ben vandaag heel blij en dankbaar, het was een geweldige dag.',
    'Ik voel me verdrietig en moe, alles ging slecht.',
  ],
  en: [
    'I am very happy and grateful, it was a wonderful day.',
    'I feel sad and tired, everything went wrong.',
  ],
  de: [
    'Ich bin heute sehr glücklich und dankbar, es war ein wunderbarer Tag.',
    'Ich fühle mich traurig und müde, alles lief schlecht.',
  ],
  es: [
    'Estoy muy feliz y agradecido, fue un día maravilloso.',
    'Me siento triste y cansado, todo salió mal.',
  ],
  fr: [
    "Je suis très heureux et reconnaissant, c'était une journée merveilleuse.",
    'Je me sens triste et fatigué, tout allait mal.',
  ],
} as const;

describe('analyzeSentiment', () => {
  it.each(SENTIMENT_LANGUAGES)('gives the right sign for clear %s sentences', async (language) => {
    const [happy, sad] = sentences[language];
    const good = await analyzeSentiment(happy, language);
    const bad = await analyzeSentiment(sad, language);
    expect(good).toMatchObject({ vote: 'positive', language });
    expect(good?.score).toBeGreaterThan(0);
    expect(good?.score).toBeLessThanOrEqual(1);
    expect(good?.hits).toBeGreaterThan(0);
    expect(bad).toMatchObject({ vote: 'negative', language });
    expect(bad?.score).toBeLessThan(0);
    expect(bad?.score).toBeGreaterThanOrEqual(-1);
  });

  it('turns the sign around after a negation', async () => {
    expect((await analyzeSentiment('Ik ben niet blij.', 'nl'))?.vote).toBe('negative');
    expect((await analyzeSentiment("I'm not happy", 'en'))?.vote).toBe('negative');
  });

  it('uses the language part of a locale', async () => {
    expect((await analyzeSentiment('Wat een mooie dag!', 'nl-BE'))?.language).toBe('nl');
  });

  it('clamps the score to -1..1', async () => {
    const result = await analyzeSentiment('geweldig', 'nl');
    expect(result?.score).toBeLessThanOrEqual(1);
    expect(result?.score).toBeGreaterThan(0);
  });

  it('is neutral for text without lexicon words', async () => {
    expect(await analyzeSentiment('De tafel staat in de kamer.', 'nl')).toMatchObject({
      vote: 'neutral',
      score: 0,
    });
  });

  it('returns null for languages without a lexicon and for text without words', async () => {
    expect(await analyzeSentiment('今日はとても楽しかった', 'ja')).toBeNull();
    expect(await analyzeSentiment('오늘 정말 행복했어요', 'ko')).toBeNull();
    expect(await analyzeSentiment('  ...!  ', 'nl')).toBeNull();
    expect(await analyzeSentiment('', 'en')).toBeNull();
  });
});
