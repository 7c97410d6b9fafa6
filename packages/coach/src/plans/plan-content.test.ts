import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { fillTemplate, PLAN_CONTENT, placeholdersOf } from './plan-content';

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') return out.set(prefix, value);
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const source = flatten(PLAN_CONTENT.nl);

describe('plan content', () => {
  it.each(supportedLanguages)('%s has every Dutch key with the same placeholders', (lng) => {
    const texts = flatten(PLAN_CONTENT[lng]);
    expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      // Japanese joins sentences without a space: the separator may be empty, nothing else may.
      if (key !== 'sentenceSeparator') expect(text.trim(), `${lng} ${key}`).not.toBe('');
      expect(placeholdersOf(text), `${lng} ${key}`).toEqual(placeholdersOf(source.get(key) ?? ''));
    }
  });

  it.each(supportedLanguages.filter((lng) => lng !== 'nl'))(
    '%s is translated, not copied',
    (lng) => {
      const texts = flatten(PLAN_CONTENT[lng]);
      const same = [...texts].filter(
        ([key, text]) => key !== 'sentenceSeparator' && text === source.get(key),
      );
      // Short words like "Morgen" (de) or a quoted goal may match Dutch; whole sentences may not.
      expect(same.filter(([, text]) => text.length > 12)).toEqual([]);
    },
  );
});

describe('fillTemplate', () => {
  it('fills known names, repeated ones too, and leaves unknown ones visible', () => {
    expect(fillTemplate('{{a}} en {{ a }} en {{b}}', { a: 'x' })).toBe('x en x en {{b}}');
    expect(fillTemplate('{{n}} weken', { n: 4 })).toBe('4 weken');
  });

  it('lists the placeholders of a template once each, sorted', () => {
    expect(placeholdersOf('{{goal}} {{weeks}} {{goal}}')).toEqual(['goal', 'weeks']);
    expect(placeholdersOf('geen')).toEqual([]);
  });
});
