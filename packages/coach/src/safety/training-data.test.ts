// The crisis model's training data keeps its measures out: the unseen held-out sets (10 and later) and
// the everyday coach openings that measure-openings.test.ts and the threshold choice count false alarms on.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module shared by the training script and the bench, without types
import * as data from '../../scripts/crisis-training-data.mjs';

type Item = { text: string; source: string; label: boolean; view: string };
type Training = {
  trainingItems: () => {
    development: Item[];
    everyday: { name: string; items: Item[] };
    sets: { name: string; items: Item[] }[];
  };
  openingItems: () => Item[];
  heldOutForever: string[];
};
const { trainingItems, openingItems, heldOutForever } = data as Training;

describe('crisis model training data', () => {
  const { development, everyday, sets } = trainingItems();
  const all = [...development, ...everyday.items, ...sets.flatMap((set) => set.items)];

  it('never holds a coach opening', () => {
    const openings = new Set(openingItems().map((m) => m.text.trim().toLowerCase()));
    expect(openings.size).toBeGreaterThanOrEqual(100);
    expect(all.filter((m) => openings.has(m.text.trim().toLowerCase()))).toEqual([]);
  });

  it('never reads a set held out for good', () => {
    expect(heldOutForever).toEqual([
      'crisis-holdout-10.json',
      'crisis-holdout-11.json',
      'crisis-holdout-12.json',
    ]);
    expect(sets.map((set) => set.name).filter((name) => heldOutForever.includes(name))).toEqual([]);
    expect(new Set(all.map((m) => m.source)).has('crisis-holdout-10.json')).toBe(false);
  });

  it('learns the everyday questions as none', () => {
    const questions = everyday.items.filter((m) => /[?？]/u.test(m.text));
    expect(questions.length).toBeGreaterThanOrEqual(100);
    expect(everyday.items.every((m) => !m.label)).toBe(true);
  });
});
