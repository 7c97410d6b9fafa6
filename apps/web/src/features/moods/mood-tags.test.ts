import { describe, expect, it } from 'vitest';
import { storedTags, tagLabel, tagLabels, type Translate } from './mood-tags';

const dutch: Record<string, string> = {
  'triggers.work': 'Werk',
  'triggers.sleep': 'Slaap',
  'activities.walking': 'Wandelen',
};
const translate: Translate = (key) => dutch[key] ?? `?${key}`;

describe('mood tags', () => {
  it('stores known suggestions as their key and free text as typed, once each', () => {
    expect(storedTags('triggers', ['Werk', ' slaap ', 'Buren', 'werk', ''], translate)).toEqual([
      'work',
      'sleep',
      'Buren',
    ]);
  });

  it('shows keys in the current language and free text unchanged', () => {
    expect(tagLabel('activities', 'walking', translate)).toBe('Wandelen');
    expect(tagLabel('activities', 'Tuinieren', translate)).toBe('Tuinieren');
    expect(tagLabels('triggers', '["work","Buren"]', translate)).toEqual(['Werk', 'Buren']);
    expect(tagLabels('triggers', 'not json', translate)).toEqual([]);
  });
});
