import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { TOPICS } from './ids';
import { recognise } from './recognise';
import { OFFLINE_SUGGESTIONS } from './suggestions';

describe('OFFLINE_SUGGESTIONS', () => {
  it.each(supportedLanguages)('gives 3-5 distinct starters for each persona in %s', (language) => {
    const coach = OFFLINE_SUGGESTIONS(language);
    const buddy = OFFLINE_SUGGESTIONS(language, { id: 'buddy', kind: 'buddy' });
    for (const list of [coach, buddy]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(buddy).not.toEqual(coach);
  });

  it.each(supportedLanguages)(
    'gives a specialist starters about its own topic in %s',
    (language) => {
      let recognised = 0;
      let total = 0;
      for (const topic of TOPICS) {
        const starters = OFFLINE_SUGGESTIONS(language, {
          id: topic,
          kind: 'specialist',
          specialisation: topic,
        });
        expect(starters.length).toBeGreaterThanOrEqual(3);
        for (const starter of starters) {
          total += 1;
          if (recognise(starter, language).topic === topic) recognised += 1;
        }
      }
      // The starters are real user messages, so the recogniser should place nearly all of them.
      expect(recognised / total).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('falls back to the coach starters for an unknown persona kind', () => {
    expect(OFFLINE_SUGGESTIONS('en', { id: 'x', kind: 'astrologer' })).toEqual(
      OFFLINE_SUGGESTIONS('en'),
    );
  });
});
