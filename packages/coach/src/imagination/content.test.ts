import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEVENSGEBIEDEN, supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { imaginationContent } from './content';
import { imaginationContentSchema } from './content-schema';
import { IMAGINATION_STEPS } from './steps';
import { placeholdersOf } from './template';

const dir = fileURLToPath(new URL('../../content/imagination', import.meta.url));

function readFile(language: string): unknown {
  return JSON.parse(readFileSync(`${dir}/${language}.json`, 'utf8'));
}

/** Every string in a parsed file with its dotted path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      strings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

describe('imagination content files', () => {
  it('has one file per language plus the README, and nothing else', () => {
    const files = readdirSync(dir).sort();
    expect(files).toEqual([...supportedLanguages.map((l) => `${l}.json`), 'README.md'].sort());
  });

  it.each(supportedLanguages)('%s passes the schema and names its own language', (language) => {
    const result = imaginationContentSchema.safeParse(readFile(language));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.language).toBe(language);
  });

  it.each(supportedLanguages)('%s has every step and area with its own texts', (language) => {
    const content = imaginationContent(language);
    expect(Object.keys(content.steps).sort()).toEqual([...IMAGINATION_STEPS].sort());
    expect(Object.keys(content.areas).sort()).toEqual([...LEVENSGEBIEDEN].sort());
    expect(Object.keys(content.reflections.steps).sort()).toEqual([...IMAGINATION_STEPS].sort());
    // A translation is not a copy of the source: the prompts differ from Dutch outside nl.
    if (language !== 'nl') {
      const nl = imaginationContent('nl');
      for (const id of LEVENSGEBIEDEN) {
        expect(content.areas[id].prompts.place, `${language} ${id}`).not.toBe(
          nl.areas[id].prompts.place,
        );
      }
    }
  });

  it.each(supportedLanguages)('%s uses the same placeholders as nl, text for text', (language) => {
    const source = new Map(strings(readFile('nl')));
    const own = strings(readFile(language)).filter(([path]) => path !== 'language');
    expect(own.map(([path]) => path).sort()).toEqual(
      [...source.keys()].filter((path) => path !== 'language').sort(),
    );
    for (const [path, text] of own) {
      expect(placeholdersOf(text).sort(), `${language} ${path}`).toEqual(
        placeholdersOf(source.get(path) ?? '').sort(),
      );
    }
  });

  it('rejects a file with a missing area, an unknown placeholder or a mirror without a quote', () => {
    const nl = readFile('nl') as {
      areas: Record<string, unknown>;
      steps: { place: { prompt: string } };
      reflections: { steps: { answer: { mirror: string[] } } };
    };
    const { financieen: _dropped, ...fewerAreas } = nl.areas;
    const broken = [
      { ...nl, areas: fewerAreas },
      { ...nl, steps: { ...nl.steps, place: { title: 'Plek', prompt: 'Hallo {{naam}}' } } },
      {
        ...nl,
        reflections: {
          ...nl.reflections,
          steps: { ...nl.reflections.steps, answer: { mirror: ['Geen citaat'], hint: {} } },
        },
      },
    ];
    for (const file of broken) expect(imaginationContentSchema.safeParse(file).success).toBe(false);
  });
});
