// Fills {placeholders} in content templates and picks the variant that fits what is known.
import { placeholdersOf } from './content-schema';

/** Values a template may use; a missing or empty value makes a variant unusable. */
export type TemplateValues = Partial<Record<string, string>>;

export type Chosen = { text: string; index: number };

function usable(template: string, values: TemplateValues): boolean {
  return placeholdersOf(template).every((name) => Boolean(values[name]));
}

export function fill(template: string, values: TemplateValues): string {
  return template.replace(/\{([^{}]*)\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * Picks a variant: only those whose placeholders are all known, preferring the ones that use most
 * of what is known (a summary that names the user's goal beats a generic one), and among those
 * preferring variants whose key was not used before.
 */
export function choose(
  variants: readonly string[],
  values: TemplateValues,
  random: () => number,
  avoid: (index: number) => boolean = () => false,
): Chosen | null {
  const candidates = variants
    .map((text, index) => ({ text, index, richness: placeholdersOf(text).length }))
    .filter((candidate) => usable(candidate.text, values));
  if (candidates.length === 0) return null;
  const richest = Math.max(...candidates.map((candidate) => candidate.richness));
  const rich = candidates.filter((candidate) => candidate.richness === richest);
  const fresh = rich.filter((candidate) => !avoid(candidate.index));
  const pool = fresh.length > 0 ? fresh : rich;
  const picked = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
  return picked ? { text: fill(picked.text, values), index: picked.index } : null;
}
