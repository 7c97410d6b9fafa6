import { describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  LIKERT_VALUES,
  LONG_TEST,
  SHORT_TEST,
  WELLNESS_ITEM_IDS,
  dimensionLetters,
  supportedLanguages,
} from '@groeipad/domain';
import { resources } from './resources';

const itemIds = [...new Set([...SHORT_TEST.items, ...LONG_TEST.items].map((item) => item.id))];
const scaleKeys = LIKERT_VALUES.map(String);

describe.each(supportedLanguages)('%s personality and wellness texts match the domain', (lng) => {
  const { personality, wellness } = resources[lng];

  it('has a statement for every item of both tests and none for unknown items', () => {
    expect(Object.keys(personality.items).sort()).toEqual([...itemIds].sort());
  });

  it('labels the five answers and names every dimension and letter', () => {
    expect(Object.keys(personality.scale)).toEqual(scaleKeys);
    expect(Object.keys(personality.dimensions).sort()).toEqual([...DIMENSIONS, 'letters'].sort());
    const letters = DIMENSIONS.flatMap((dimension) => [...dimensionLetters[dimension]]);
    expect(Object.keys(personality.dimensions.letters).sort()).toEqual(letters.sort());
  });

  it('asks every wellness question with five answers and has both summary texts per item', () => {
    expect(Object.keys(wellness.items).sort()).toEqual([...WELLNESS_ITEM_IDS].sort());
    for (const id of WELLNESS_ITEM_IDS) {
      expect(Object.keys(wellness.items[id].answers)).toEqual(scaleKeys);
    }
    expect(Object.keys(wellness.summary.strength).sort()).toEqual([...WELLNESS_ITEM_IDS].sort());
    expect(Object.keys(wellness.summary.attention).sort()).toEqual([...WELLNESS_ITEM_IDS].sort());
    expect(wellness.summary.none).not.toBe('');
  });
});

describe('Dutch source texts', () => {
  it('uses the five-point scale the spec names', () => {
    expect(Object.values(resources.nl.personality.scale)).toEqual([
      'Helemaal oneens',
      'Oneens',
      'Neutraal',
      'Eens',
      'Helemaal eens',
    ]);
  });
});
