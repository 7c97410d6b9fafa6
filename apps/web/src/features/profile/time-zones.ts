// Time zones to choose from: the browser's IANA list, always including the stored and the current zone.

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Sorted, without duplicates; falls back to the two known zones where Intl.supportedValuesOf is missing. */
export function timeZones(stored?: string, supported?: readonly string[]): string[] {
  let list: readonly string[] = supported ?? [];
  if (!supported) {
    try {
      list = Intl.supportedValuesOf('timeZone');
    } catch {
      list = [];
    }
  }
  const extra = [stored, browserTimeZone(), 'UTC'].filter((zone): zone is string => !!zone);
  return [...new Set([...list, ...extra])].sort();
}
