import { describe, expect, it } from 'vitest';
import { partOfDay } from './part-of-day';

describe('partOfDay', () => {
  it('switches at 5, 12, 18 and midnight', () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map(partOfDay)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
    ]);
  });
});
