import { CHALLENGE_CATALOGUE, mbtiRelevance } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { discoverList, NO_FILTERS } from './discover-filter';

describe('discoverList', () => {
  it('shows the whole catalogue without filters, best fits for the type first', () => {
    const list = discoverList(CHALLENGE_CATALOGUE, NO_FILTERS, 'INFP');
    expect(list).toHaveLength(CHALLENGE_CATALOGUE.length);
    const fits = list.map((challenge) => mbtiRelevance(challenge, 'INFP'));
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
  });

  it('keeps only what every filter allows', () => {
    const list = discoverList(
      CHALLENGE_CATALOGUE,
      { category: 'movement', frequency: 'weekly', difficulty: null, fitsType: true },
      'ESTP',
    );
    expect(list.length).toBeGreaterThan(0);
    for (const challenge of list) {
      expect(challenge.category).toBe('movement');
      expect(challenge.frequency).toBe('weekly');
      expect(mbtiRelevance(challenge, 'ESTP')).toBeGreaterThanOrEqual(2);
    }
    const all = CHALLENGE_CATALOGUE.filter(
      (c) => c.category === 'movement' && c.frequency === 'weekly' && mbtiRelevance(c, 'ESTP') >= 2,
    );
    expect(list).toHaveLength(all.length);
  });

  it('can come out empty', () => {
    expect(
      discoverList(
        CHALLENGE_CATALOGUE.filter((c) => c.frequency === 'daily'),
        { ...NO_FILTERS, frequency: 'weekly' },
        'INTJ',
      ),
    ).toEqual([]);
  });
});
