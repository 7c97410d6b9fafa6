import { describe, expect, it } from 'vitest';
import { addTrait, openSuggestions, removeTrait, traitList } from './traits';

describe('trait lists', () => {
  it('reads a missing or broken list as empty', () => {
    expect(traitList(undefined, 'strengths')).toEqual([]);
    expect(traitList({ strengths: 'not json' }, 'strengths')).toEqual([]);
    expect(traitList({ growth_areas: '["Geduld"]' }, 'growth_areas')).toEqual(['Geduld']);
  });

  it('adds an item once, trimmed', () => {
    const once = addTrait({}, 'strengths', '  Luisteren ');
    expect(once).toBe('["Luisteren"]');
    expect(addTrait({ strengths: once }, 'strengths', 'Luisteren')).toBeUndefined();
    expect(addTrait({ strengths: once }, 'strengths', 'Plannen')).toBe('["Luisteren","Plannen"]');
  });

  it('adds nothing empty or longer than 200 characters', () => {
    expect(addTrait({}, 'strengths', '   ')).toBeUndefined();
    expect(addTrait({}, 'strengths', 'a'.repeat(201))).toBeUndefined();
    expect(addTrait({}, 'strengths', 'a'.repeat(200))).toBe(JSON.stringify(['a'.repeat(200)]));
  });

  it('removes an item, and reports no change when it was absent', () => {
    const profile = { growth_areas: '["Geduld","Grenzen"]' };
    expect(removeTrait(profile, 'growth_areas', 'Geduld')).toBe('["Grenzen"]');
    expect(removeTrait(profile, 'growth_areas', 'Slaap')).toBeUndefined();
    expect(removeTrait(profile, 'strengths', 'Geduld')).toBeUndefined();
  });

  it('suggests only what is not on the list yet', () => {
    expect(openSuggestions(['A', 'B', ' ', 'C'], ['B'])).toEqual(['A', 'C']);
  });
});
