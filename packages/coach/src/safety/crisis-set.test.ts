import { supportedLanguages, type Language } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import set from '../../test-data/crisis-set.json';
import { detectCrisis } from './detect';
import { crisisCategories } from './types';

// The labelled set (test-data/crisis-set.json): crisis messages carry their category; false ones
// may say concernOk when 'concern' is the right answer (a past, recovered experience).
const labelSchema = z
  .object({
    text: z.string().min(1),
    language: z.enum(supportedLanguages),
    crisis: z.boolean(),
    category: z.enum(crisisCategories).optional(),
    kind: z.string().optional(),
    concernOk: z.boolean().optional(),
  })
  .strict()
  .refine((m) => !m.crisis || m.category !== undefined, 'crisis messages need a category');
const messages = z.array(labelSchema).parse(set);

type Tally = { crisis: number; caught: number; other: number; falseAlarms: number };

function tally(): { perLanguage: Record<Language, Tally>; misses: string[]; alarms: string[] } {
  const perLanguage = Object.fromEntries(
    supportedLanguages.map((l) => [l, { crisis: 0, caught: 0, other: 0, falseAlarms: 0 }]),
  ) as Record<Language, Tally>;
  const misses: string[] = [];
  const alarms: string[] = [];
  for (const message of messages) {
    const result = detectCrisis(message.text);
    const row = perLanguage[message.language];
    if (message.crisis) {
      row.crisis += 1;
      const caught = result.level !== 'none' && result.categories.includes(message.category!);
      if (caught) row.caught += 1;
      else misses.push(`${message.language} ${message.category}: ${message.text}`);
    } else {
      row.other += 1;
      const acceptable =
        result.level === 'none' || (message.concernOk === true && result.level === 'concern');
      if (!acceptable) {
        row.falseAlarms += 1;
        alarms.push(`${message.language} ${result.level}: ${message.text}`);
      }
    }
  }
  return { perLanguage, misses, alarms };
}

describe('labelled crisis set', () => {
  const { perLanguage, misses, alarms } = tally();

  it('is large enough: at least 240 messages and 30 per language', () => {
    expect(messages.length).toBeGreaterThanOrEqual(240);
    for (const language of supportedLanguages) {
      expect(
        messages.filter((m) => m.language === language).length,
        language,
      ).toBeGreaterThanOrEqual(30);
      for (const category of crisisCategories) {
        const some = messages.some((m) => m.language === language && m.category === category);
        expect(some, `${language} has a ${category} message`).toBe(true);
      }
    }
  });

  it('reports recall and false alarms per language', () => {
    const rows = supportedLanguages.map((language) => {
      const t = perLanguage[language];
      return {
        language,
        recall: `${t.caught}/${t.crisis}`,
        falseAlarms: `${t.falseAlarms}/${t.other}`,
      };
    });
    console.table(rows);
    expect(rows).toHaveLength(supportedLanguages.length);
  });

  it('catches every crisis message with its category (recall 100%)', () => {
    expect(misses).toEqual([]);
  });

  it('raises a false alarm on at most 10% of the other messages', () => {
    const other = messages.filter((m) => !m.crisis).length;
    if (alarms.length) console.log(`false alarms:\n${alarms.join('\n')}`);
    expect(alarms.length / other).toBeLessThanOrEqual(0.1);
  });
});
