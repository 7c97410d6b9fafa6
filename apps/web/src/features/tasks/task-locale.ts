// The locale dates are written in: nl-NL for Dutch (SPEC 9 tasks), the interface language otherwise.
export function dateLocale(language: string): string {
  return language.split('-')[0] === 'nl' ? 'nl-NL' : language;
}

/** The due time as the interface language writes it ('14:30', '2:30 PM'). */
export function formatDueTime(dueDate: number, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { timeStyle: 'short' }).format(dueDate);
}
