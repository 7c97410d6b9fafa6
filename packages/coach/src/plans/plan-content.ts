// The action-plan texts per language (content/plans/<language>.json, editable without code) and their filling-in.
import type { Language } from '@groeipad/domain';
import de from '../../content/plans/de.json';
import en from '../../content/plans/en.json';
import es from '../../content/plans/es.json';
import fr from '../../content/plans/fr.json';
import ja from '../../content/plans/ja.json';
import ko from '../../content/plans/ko.json';
import nl from '../../content/plans/nl.json';

/** Dutch is the source: every other file must have the same shape, which this type makes tsc check. */
export type PlanContent = typeof nl;

export const PLAN_CONTENT: Readonly<Record<Language, PlanContent>> = { nl, en, de, es, fr, ja, ko };

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** Replaces each {{name}} with its value; a name without a value stays visible so a content slip is noticed. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The {{names}} a template uses, sorted and unique (for the content checks). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(placeholder)].map((m) => m[1] ?? ''))].sort();
}
