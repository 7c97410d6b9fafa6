// Every item of the content library we wrote (content/library/items) against its schema, and the library as a
// whole against issue 21: at least 80 items over the nine levensgebieden, every kind, every type served.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { functionStack } from '../journal-prompts';
import { supportedLanguages } from '../language';
import { MBTI_TYPES } from '../mbti';
import { LEVENSGEBIEDEN } from '../questionnaires';
import {
  LIBRARY_KINDS,
  libraryItemMinutes,
  libraryItemSourceSchema,
  textUnits,
  type LibraryItemSource,
} from './source';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/library/items',
);
const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json'));
const parsed = files.map((name) => ({
  name,
  result: libraryItemSourceSchema.safeParse(
    JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')),
  ),
}));
const items: LibraryItemSource[] = parsed.flatMap(({ result }) =>
  result.success ? [result.data] : [],
);

describe('the content library', () => {
  it.each(parsed.map(({ name, result }) => [name, result] as const))(
    '%s is a valid item',
    (name, result) => {
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([]);
      if (result.success) expect(`${result.data.id}.json`).toBe(name);
    },
  );

  it('holds at least 80 items with unique ids', () => {
    expect(items.length).toBeGreaterThanOrEqual(80);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('covers every levensgebied with every kind', () => {
    for (const area of LEVENSGEBIEDEN) {
      const kinds = new Set(
        items.filter((item) => item.levensgebied === area).map((item) => item.kind),
      );
      expect([...kinds].sort(), area).toEqual([...LIBRARY_KINDS].sort());
    }
  });

  it('serves every type: items on its dominant or auxiliary function, or written for it', () => {
    for (const type of MBTI_TYPES) {
      const stack = functionStack(type);
      const fitting = items.filter(
        (item) =>
          item.types?.includes(type) ||
          item.functions.includes(stack.dominant) ||
          item.functions.includes(stack.auxiliary),
      );
      expect(fitting.length, type).toBeGreaterThanOrEqual(15);
    }
  });

  it('gives every item a reading time in every language', () => {
    for (const item of items) {
      for (const language of supportedLanguages) {
        expect(libraryItemMinutes(item, language)).toBeGreaterThanOrEqual(1);
      }
    }
  });
});

describe('an item source', () => {
  const valid = items[0]!;
  it('refuses a missing language, unequal chunks and an untimed meditation step', () => {
    const { ko: _ko, ...withoutKorean } = valid.texts;
    expect(libraryItemSourceSchema.safeParse({ ...valid, texts: withoutKorean }).success).toBe(
      false,
    );
    const fewer = { ...valid.texts.en, chunks: valid.texts.en.chunks.slice(1) };
    expect(
      libraryItemSourceSchema.safeParse({ ...valid, texts: { ...valid.texts, en: fewer } }).success,
    ).toBe(false);
    const meditation = items.find((item) => item.kind === 'meditation')!;
    const untimed = {
      ...meditation.texts.de,
      chunks: meditation.texts.de.chunks.map(({ seconds: _s, ...chunk }) => chunk),
    };
    expect(
      libraryItemSourceSchema.safeParse({
        ...meditation,
        texts: { ...meditation.texts, de: untimed },
      }).success,
    ).toBe(false);
  });

  it('counts words, and characters in Japanese and Korean', () => {
    expect(textUnits('een  twee\ndrie', 'nl')).toBe(3);
    expect(textUnits('心配 タイム', 'ja')).toBe(5);
  });
});
