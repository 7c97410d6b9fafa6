// The journal themes of a period: the tags that came back in more than one entry.
import { entryTags } from './days';
import type { InsightEntry, RewindTheme } from './types';

/** A theme needs at least this many entries; one tagged entry is not a theme yet. */
export const MIN_THEME_ENTRIES = 2;
export const MAX_THEMES = 3;

/** Most frequent first, then alphabetically; spelled as the user first wrote it. */
export function topThemes(entries: readonly InsightEntry[], max = MAX_THEMES): RewindTheme[] {
  const counts = new Map<string, RewindTheme>();
  for (const entry of entries) {
    for (const tag of entryTags(entry)) {
      const folded = tag.toLocaleLowerCase();
      const found = counts.get(folded);
      if (found) found.count += 1;
      else counts.set(folded, { theme: tag, count: 1 });
    }
  }
  return [...counts.values()]
    .filter((theme) => theme.count >= MIN_THEME_ENTRIES)
    .sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme))
    .slice(0, max);
}
