// One language's translation files (as a Vite glob gives them) keyed by namespace; a missing file is an error.
import { namespaces } from './namespaces';
import type { LocaleResources } from './resources-types';

export function collectLocale(files: Record<string, Record<string, unknown>>): LocaleResources {
  const byNamespace = new Map<string, Record<string, unknown>>();
  for (const [file, content] of Object.entries(files)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[2]) byNamespace.set(match[2], content);
  }
  const entries = namespaces.map((ns) => {
    const content = byNamespace.get(ns);
    if (!content) throw new Error(`Missing translation file for namespace ${ns}`);
    return [ns, content] as const;
  });
  return Object.fromEntries(entries) as LocaleResources;
}
