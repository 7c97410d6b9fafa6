import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../language';
import { LIFE_AREA_NAMES } from '../../life-areas';
import { DEMO_GOAL_PLAN, DEMO_JOURNAL_PLAN, DEMO_TAG_KEYS, DEMO_TASK_PLAN } from '../plan';
import { DEMO_TEXTS, demoTexts } from './index';

/** Keys and list lengths of a value, with every text replaced by its type: what must match across languages. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }
  return typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('demo texts', () => {
  it('has every language in the same shape as Dutch, with the keys of the plan', () => {
    const nl = DEMO_TEXTS.nl;
    expect(Object.keys(nl.journal)).toEqual(DEMO_JOURNAL_PLAN.map((plan) => plan.key));
    expect(Object.keys(nl.tags)).toEqual([...DEMO_TAG_KEYS]);
    expect(Object.keys(nl.goals)).toEqual(DEMO_GOAL_PLAN.map((plan) => plan.key));
    expect(Object.keys(nl.tasks)).toEqual(DEMO_TASK_PLAN.map((plan) => plan.key));
    expect(Object.keys(nl.progress)).toEqual([...LIFE_AREA_NAMES]);
    expect(Object.keys(DEMO_TEXTS).sort()).toEqual([...supportedLanguages].sort());
    for (const language of supportedLanguages) {
      expect(shape(DEMO_TEXTS[language]), language).toEqual(shape(nl));
    }
  });

  it('has no empty or padded texts and no duplicates within a list', () => {
    for (const language of supportedLanguages) {
      const texts = DEMO_TEXTS[language];
      for (const text of strings(texts)) {
        expect(text.trim(), language).toBe(text);
        expect(text.length, language).toBeGreaterThan(0);
      }
      for (const area of LIFE_AREA_NAMES) {
        const { goals, achievements, milestones } = texts.progress[area];
        for (const list of [goals, achievements, milestones]) {
          // Milestones are toggled by title, so two with one title could not be told apart.
          expect(new Set(list).size, `${language} ${area}`).toBe(list.length);
        }
      }
      const titles = Object.values(texts.journal).map((entry) => entry.title);
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  });

  it('is written in each language rather than copied from Dutch', () => {
    const nl = DEMO_TEXTS.nl;
    for (const language of supportedLanguages.filter((l) => l !== 'nl')) {
      const texts = DEMO_TEXTS[language];
      for (const plan of DEMO_JOURNAL_PLAN) {
        expect(texts.journal[plan.key].content, `${language} ${plan.key}`).not.toBe(
          nl.journal[plan.key].content,
        );
      }
      for (const area of LIFE_AREA_NAMES) {
        expect(texts.progress[area].notes, `${language} ${area}`).not.toBe(nl.progress[area].notes);
      }
    }
  });

  it('picks the texts by language or locale and falls back to Dutch', () => {
    expect(demoTexts('fr')).toBe(DEMO_TEXTS.fr);
    expect(demoTexts('ko-KR')).toBe(DEMO_TEXTS.ko);
    expect(demoTexts('pt')).toBe(DEMO_TEXTS.nl);
    expect(demoTexts(undefined)).toBe(DEMO_TEXTS.nl);
  });
});
