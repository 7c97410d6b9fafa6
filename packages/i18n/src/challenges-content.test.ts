// The challenge library is content: every language carries every challenge's title, description, steps and
// done hint, each a real translation that names the same numbers as the catalogue.
import {
  BADGE_RARITIES,
  BADGES,
  CHALLENGE_CATALOGUE,
  CHALLENGE_CATEGORIES,
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_FREQUENCIES,
  journalLengthNeeded,
  supportedLanguages,
  type CatalogueChallenge,
} from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from './resources';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const labels = (keys: readonly string[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text(2, 30)])));

function itemSchema(challenge: CatalogueChallenge) {
  const steps = Array.from({ length: challenge.stepCount }, (_, i) => [
    String(i + 1),
    text(4, 160),
  ]);
  return z.strictObject({
    title: text(2, 50),
    description: text(20, 260),
    steps: z.strictObject(Object.fromEntries(steps)),
    doneHint: text(6, 140),
  });
}

/** A milestone badge says how it is unlocked; a challenge's badge says it with badgeFromChallenge. */
const badgesSchema = z.strictObject(
  Object.fromEntries(
    BADGES.map((badge) => [
      badge.id,
      badge.rule.kind === 'challenge'
        ? z.strictObject({ name: text(2, 40) })
        : z.strictObject({ name: text(2, 40), how: text(6, 120) }),
    ]),
  ),
);

const contentSchema = z.strictObject({
  rarities: labels(BADGE_RARITIES),
  badgeFromChallenge: text(6, 80).refine((value) => value.includes('{{title}}')),
  badges: badgesSchema,
  categories: labels(CHALLENGE_CATEGORIES),
  difficulties: labels(CHALLENGE_DIFFICULTIES),
  frequencies: labels(CHALLENGE_FREQUENCIES),
  items: z.strictObject(Object.fromEntries(CHALLENGE_CATALOGUE.map((c) => [c.id, itemSchema(c)]))),
  // The screens' own texts (tabs, buttons, empty states): checked like every namespace by locales.test.
  ui: z.record(z.string(), z.unknown()),
});

type Content = {
  categories: Record<string, string>;
  difficulties: Record<string, string>;
  frequencies: Record<string, string>;
  items: Record<
    string,
    { title: string; description: string; steps: Record<string, string>; doneHint: string }
  >;
};

function contentOf(lng: (typeof supportedLanguages)[number]): Content {
  return contentSchema.parse(resources[lng].challenges) as Content;
}

/** Every text of the namespace by its key path. */
function textsOf(content: Content): Map<string, string> {
  const out = new Map<string, string>();
  for (const group of ['categories', 'difficulties', 'frequencies'] as const) {
    for (const [key, value] of Object.entries(content[group])) out.set(`${group}.${key}`, value);
  }
  for (const [id, item] of Object.entries(content.items)) {
    out.set(`${id}.title`, item.title);
    out.set(`${id}.description`, item.description);
    out.set(`${id}.doneHint`, item.doneHint);
    for (const [n, step] of Object.entries(item.steps)) out.set(`${id}.steps.${n}`, step);
  }
  return out;
}

/** Japanese and Korean journal entries are measured in characters (journal.ts textLength). */
const characterLanguages: readonly string[] = ['ja', 'ko'];

/** The numbers a done hint must name so it says what the catalogue checks. */
function numbersOf(challenge: CatalogueChallenge, lng: string): number[] {
  const numbers: number[] = [];
  const { completesBy } = challenge;
  if (completesBy.kind === 'journal_entry' && completesBy.minWords) {
    const unit = characterLanguages.includes(lng) ? 'characters' : 'words';
    numbers.push(journalLengthNeeded(completesBy.minWords, unit));
  }
  if (completesBy.kind === 'task_done') numbers.push(completesBy.count);
  if (challenge.frequency !== 'daily') numbers.push(challenge.daysNeeded);
  if (challenge.frequency === 'multi_week') numbers.push(challenge.durationDays);
  return numbers;
}

describe('challenge library content', () => {
  it.each(supportedLanguages)(
    '%s has every label and every challenge with exactly its steps',
    (lng) => {
      const result = contentSchema.safeParse(resources[lng].challenges);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it.each(supportedLanguages)('%s names the catalogue numbers in every done hint', (lng) => {
    const { items } = contentOf(lng);
    for (const challenge of CHALLENGE_CATALOGUE) {
      const hint = items[challenge.id]?.doneHint ?? '';
      const named = hint.match(/\d+/g)?.map(Number) ?? [];
      for (const number of numbersOf(challenge, lng)) {
        expect(named, `${lng} ${challenge.id}: ${hint}`).toContain(number);
      }
    }
  });

  it.each(supportedLanguages.filter((lng) => lng !== 'en'))(
    '%s is translated: no text is a copy of the English one',
    (lng) => {
      const english = textsOf(contentOf('en'));
      const copies = [...textsOf(contentOf(lng))].filter(
        ([key, value]) => english.get(key) === value,
      );
      expect(copies).toEqual([]);
    },
  );

  it.each(supportedLanguages)('%s uses each title once', (lng) => {
    const titles = Object.values(contentOf(lng).items).map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
