// The browser's time zone and the IANA zones it knows, for the time zone select of step 1.

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone Intl lists, with `current` added when the list lacks it (older browsers list nothing). */
export function timeZoneOptions(current: string): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...listed];
  if (current !== '' && !zones.includes(current)) zones.unshift(current);
  if (!zones.includes('UTC')) zones.push('UTC');
  return zones;
}
