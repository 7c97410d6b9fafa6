import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { RAW_CONTENT, contentFor } from './content';
import { offlineContentSchema, placeholdersOf } from './content-schema';
import { FEELINGS, TECHNIQUES, TECHNIQUE_STEPS, TOPICS } from './ids';

/** Every template in a file, keyed by where it lives, so languages can be compared slot by slot. */
function templates(value: unknown, path: string[] = [], out = new Map<string, string[]>()) {
  if (typeof value === 'string') {
    const key = path.filter((part) => !/^\d+$/.test(part)).join('.');
    out.set(key, [...(out.get(key) ?? []), value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => templates(item, [...path, String(index)], out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) templates(item, [...path, key], out);
  }
  return out;
}

function placeholderSet(variants: string[]): string {
  return [...new Set(variants.flatMap(placeholdersOf))].sort().join(',');
}

describe('offline coach content files', () => {
  it.each(supportedLanguages)('%s passes the schema and names its own language', (language) => {
    const parsed = offlineContentSchema.safeParse(RAW_CONTENT[language]);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 5), null, 2));
    expect(parsed.data.language).toBe(language);
  });

  it.each(supportedLanguages)('%s has keywords for every topic and feeling', (language) => {
    const { keywords } = contentFor(language);
    for (const topic of TOPICS) {
      const group = keywords.topics[topic];
      expect(
        group.strong.length + group.normal.length,
        `${language} ${topic}`,
      ).toBeGreaterThanOrEqual(8);
    }
    for (const feeling of FEELINGS) {
      const group = keywords.feelings[feeling];
      expect(group.strong.length, `${language} ${feeling}`).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(supportedLanguages)('%s has words for every technique step', (language) => {
    const { techniques, typeFramings } = contentFor(language);
    for (const technique of TECHNIQUES) {
      for (const step of TECHNIQUE_STEPS[technique]) {
        const words = techniques[technique][step.id];
        expect(words?.ask.length, `${language} ${technique}.${step.id}`).toBeGreaterThan(0);
      }
      expect(Object.keys(typeFramings[technique])).toHaveLength(2);
    }
  });

  it.each(supportedLanguages.filter((language) => language !== 'nl'))(
    '%s uses the same placeholders as Dutch in every slot',
    (language) => {
      const source = templates(RAW_CONTENT.nl);
      const translated = templates(RAW_CONTENT[language]);
      const skip = /^(keywords|replies|suggestions|language|noteTrim)/;
      for (const [slot, variants] of source) {
        if (skip.test(slot)) continue;
        expect(translated.has(slot), `${language} lacks ${slot}`).toBe(true);
        expect(placeholderSet(translated.get(slot) ?? []), `${language} ${slot}`).toBe(
          placeholderSet(variants),
        );
      }
      for (const slot of translated.keys()) {
        if (!skip.test(slot)) expect(source.has(slot), `${language} has extra ${slot}`).toBe(true);
      }
    },
  );

  it('rejects a statement with a question mark and an unknown placeholder', () => {
    const broken = structuredClone(RAW_CONTENT.en) as { data: { openGoal: string[] } };
    broken.data.openGoal = ['Did you do ‘{openGoal}’?'];
    expect(offlineContentSchema.safeParse(broken).success).toBe(false);
    broken.data.openGoal = ['You still have ‘{openGoals}’ open.'];
    expect(offlineContentSchema.safeParse(broken).success).toBe(false);
    broken.data.openGoal = ['You still have ‘{openGoal}’ open.'];
    expect(offlineContentSchema.safeParse(broken).success).toBe(true);
  });

  it('rejects a file that misses a topic', () => {
    const broken = structuredClone(RAW_CONTENT.de) as {
      keywords: { topics: Record<string, unknown> };
    };
    delete broken.keywords.topics.grief;
    expect(offlineContentSchema.safeParse(broken).success).toBe(false);
  });
});
