// The levensgebieden questionnaires are content: every language must carry every area's intro and every item.
import { LEVENSGEBIEDEN, LEVENSGEBIED_ITEMS, supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from './resources';

const statement = z.string().trim().min(8).max(200);
const scaleLabel = z.string().trim().min(1).max(40);

/** Exactly the item ids of the domain per area, each a real statement; no extra or missing areas. */
const contentSchema = z.object({
  intro: z.strictObject(
    Object.fromEntries(LEVENSGEBIEDEN.map((area) => [area, statement])) as Record<
      (typeof LEVENSGEBIEDEN)[number],
      typeof statement
    >,
  ),
  scale: z.strictObject({
    1: scaleLabel,
    2: scaleLabel,
    3: scaleLabel,
    4: scaleLabel,
    5: scaleLabel,
  }),
  items: z.strictObject(
    Object.fromEntries(
      LEVENSGEBIEDEN.map((area) => [
        area,
        z.strictObject(Object.fromEntries(LEVENSGEBIED_ITEMS[area].map((id) => [id, statement]))),
      ]),
    ),
  ),
});

describe('levensgebieden questionnaire content', () => {
  it.each(supportedLanguages)('%s has an intro, the scale and every item of every area', (lng) => {
    const result = contentSchema.safeParse(resources[lng].lifeAreas);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(supportedLanguages.filter((lng) => lng !== 'nl'))(
    '%s is translated, not a copy of the Dutch items',
    (lng) => {
      const itemsSchema = z.record(z.string(), z.record(z.string(), z.string()));
      const itemsOf = (value: unknown) => itemsSchema.parse(value);
      const nl = itemsOf(resources.nl.lifeAreas.items);
      const other = itemsOf(resources[lng].lifeAreas.items);
      for (const area of LEVENSGEBIEDEN) {
        for (const id of LEVENSGEBIED_ITEMS[area]) {
          expect(other[area]?.[id], `${lng} ${area}.${id}`).not.toBe(nl[area]?.[id]);
        }
      }
    },
  );
});
