import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language';

describe('guessLanguage', () => {
  it.each([
    ['nl', 'Vandaag heb ik een lange wandeling gemaakt en het was echt heel fijn.'],
    ['en', 'Today I went for a long walk and it was really nice, but I am tired now.'],
    ['de', 'Heute bin ich lange spazieren gegangen und es war wirklich sehr schön.'],
    ['es', 'Hoy di un paseo largo por el parque y fue muy bonito, pero estoy cansado.'],
    [
      'fr',
      "Aujourd'hui j'ai fait une longue promenade et c'était très agréable, mais je suis fatigué.",
    ],
  ])('recognises %s', (language, text) => {
    expect(guessLanguage(text, 'xx')).toBe(language);
  });

  it('returns the fallback for short or unclear text', () => {
    expect(guessLanguage('ok', 'nl')).toBe('nl');
    expect(guessLanguage('Netflix, Spotify, YouTube', 'en')).toBe('en');
    expect(guessLanguage('', 'de')).toBe('de');
  });

  it('recognises Japanese by kana and Korean by Hangul', () => {
    expect(guessLanguage('今日は公園を散歩しました。', 'nl')).toBe('ja');
    expect(guessLanguage('カフェでコーヒー', 'nl')).toBe('ja');
    expect(guessLanguage('오늘은 공원에서 산책했어요.', 'nl')).toBe('ko');
  });

  it('returns the fallback for Han characters only', () => {
    expect(guessLanguage('今天天气很好', 'en')).toBe('en');
  });

  it('goes by the main script of mixed text', () => {
    expect(guessLanguage('Vandaag sushi gegeten bij 寿司屋 en het was heel lekker.', 'xx')).toBe(
      'nl',
    );
  });
});
