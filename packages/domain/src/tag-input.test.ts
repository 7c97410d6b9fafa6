import { describe, expect, it } from 'vitest';
import { normalizeTags, splitTagText } from './tag-input';

describe('splitTagText', () => {
  it('splits a pasted "werk, sport" into two tags', () => {
    expect(splitTagText('werk, sport')).toEqual(['werk', 'sport']);
  });

  it('splits on semicolons, the ideographic comma and full-width commas and semicolons', () => {
    expect(splitTagText('a;b、c､d，e；f')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(splitTagText('仕事、運動')).toEqual(['仕事', '運動']);
    expect(splitTagText('일，운동')).toEqual(['일', '운동']);
  });

  it('trims, drops empty parts and repeats, and keeps the first order', () => {
    expect(splitTagText(' werk ,, sport ;werk;  ; ')).toEqual(['werk', 'sport']);
    expect(splitTagText('   ')).toEqual([]);
  });

  it('keeps a tag with inner spaces whole', () => {
    expect(splitTagText('naar buiten, goed slapen')).toEqual(['naar buiten', 'goed slapen']);
  });
});

describe('normalizeTags', () => {
  it('splits every item and drops repeats across items', () => {
    expect(normalizeTags(['werk', 'sport, werk', 'rust；sport'])).toEqual([
      'werk',
      'sport',
      'rust',
    ]);
  });

  it('returns a clean list as it was', () => {
    expect(normalizeTags(['werk', 'sport'])).toEqual(['werk', 'sport']);
  });
});
