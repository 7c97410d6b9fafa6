// One language's translation files (as a Vite glob gives them) keyed by namespace; a missing file is an error.
import type { Namespace } from './namespaces';
import type { LocaleResources } from './resources-types';

/** The `wanted` namespaces of the files; a missing or an unexpected file is an error (the glob drifted). */
export function collectLocale(
  files: Record<string, Record<string, unknown>>,
  wanted: readonly Namespace[],
): Partial<LocaleResources> {
  const byNamespace = new Map<string, Record<string, unknown>>();
  for (const [file, content] of Object.entries(files)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[2]) byNamespace.set(match[2], content);
  }
  const extra = [...byNamespace.keys()].filter((ns) => !(wanted as readonly string[]).includes(ns));
  if (extra.length > 0) throw new Error(`Unexpected translation files: ${extra.join(', ')}`);
  const entries = wanted.map((ns) => {
    const content = byNamespace.get(ns);
    if (!content) throw new Error(`Missing translation file for namespace ${ns}`);
    return [ns, content] as const;
  });
  return Object.fromEntries(entries);
}
