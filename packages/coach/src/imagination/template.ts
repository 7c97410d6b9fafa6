// Fills the {{name}} placeholders of the content files; the content test keeps the names to a known set.

/** Placeholders a content text may use: the area's in-sentence name, its title and the user's own words. */
export const TEMPLATE_NAMES = ['area', 'title', 'quote'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const placeholder = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The placeholder names used in `template`, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] ?? '');
}

/** Replaces each known placeholder; an unknown one stays visible so a content mistake is noticed. */
export function fillTemplate(
  template: string,
  values: Partial<Record<TemplateName, string>>,
): string {
  const filled = template.replace(placeholder, (whole, name: string) => {
    const value = values[name as TemplateName];
    return value === undefined ? whole : value;
  });
  // A cut quote ends in an ellipsis; a full stop right after it would read as a typo.
  return filled.replace(/…[.。]/gu, '…');
}
