// The two chunks of every language hold exactly their namespaces: the glob patterns cannot drift from the lists.
import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './locale-loader';
import { firstScreenNamespaces, laterNamespaces, namespaces } from './namespaces';

const chunks = {
  first: import.meta.glob<{ default: Record<string, unknown> }>('./locale-*-first.ts'),
  later: import.meta.glob<{ default: Record<string, unknown> }>([
    './locale-*.ts',
    '!./locale-*-first.ts',
    '!./locale-loader.ts',
    '!./locale-problems.ts',
    '!./locale-*.test.ts',
  ]),
};

describe('locale chunks', () => {
  it('splits the namespaces in two without overlap or gaps', () => {
    expect([...firstScreenNamespaces, ...laterNamespaces].sort()).toEqual([...namespaces].sort());
  });

  it.each(supportedLanguages)(
    '%s: first and later chunk hold exactly their namespaces',
    async (lng) => {
      const first = await chunks.first[`./locale-${lng}-first.ts`]?.();
      const later = await chunks.later[`./locale-${lng}.ts`]?.();
      expect(Object.keys(first?.default ?? {}).sort()).toEqual([...firstScreenNamespaces].sort());
      expect(Object.keys(later?.default ?? {}).sort()).toEqual([...laterNamespaces].sort());
      expect(Object.keys(await loadLocale(lng)).sort()).toEqual([...namespaces].sort());
    },
  );
});
