import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { fill, INSIGHT_CONTENT, phrase } from './content';

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

function isPlural(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).every((key) => PLURAL_FORMS.has(key))
  );
}

/** Dotted path -> text; a plural phrase is one path with its forms kept together. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()) {
  if (typeof value === 'string' || isPlural(value)) return out.set(prefix, value);
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function placeholders(text: string): string {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');
}

const source = flatten(INSIGHT_CONTENT.nl);

describe('insight content', () => {
  it.each(supportedLanguages)('%s has every text of nl with the same placeholders', (language) => {
    const texts = flatten(INSIGHT_CONTENT[language]);
    expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [path, text] of texts) {
      const reference = source.get(path);
      const wanted = placeholders(
        isPlural(reference) ? (reference.other ?? '') : String(reference),
      );
      const forms = isPlural(text) ? Object.entries(text) : [['', text as string]];
      if (isPlural(text)) {
        expect(text.other, `${language} ${path}`).toBeTruthy();
        for (const [form] of forms) expect(categories).toContain(form);
      }
      for (const [, form] of forms) {
        expect(String(form).trim(), `${language} ${path}`).not.toBe('');
        expect(placeholders(String(form)), `${language} ${path}`).toBe(wanted);
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{a} en {b} of {c}', { a: 1, b: 'twee' })).toBe('1 en twee of {c}');
  });

  it('picks the plural form of the language', () => {
    const text = INSIGHT_CONTENT.nl.rewind.tasks;
    expect(phrase('nl', text, { count: 1 })).toBe('Je rondde 1 taak af.');
    expect(phrase('nl', text, { count: 4 })).toBe('Je rondde 4 taken af.');
    expect(phrase('ja', INSIGHT_CONTENT.ja.rewind.tasks, { count: 1 })).toBe(
      'タスクを1件完了しました。',
    );
  });
});
