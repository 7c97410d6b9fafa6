// Time zones to choose from: the browser's IANA list as readable, grouped options with each zone's local time.

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

/** The first part of the IANA ids Intl lists; anything else ('UTC', 'Etc/GMT+2') goes under 'other'. */
export const TIME_ZONE_REGIONS = [
  'Europe',
  'Africa',
  'America',
  'Asia',
  'Australia',
  'Pacific',
  'Atlantic',
  'Indian',
  'Antarctica',
  'Arctic',
] as const;
export type TimeZoneGroup = (typeof TIME_ZONE_REGIONS)[number] | 'device' | 'other';

export type TimeZoneOption = { value: string; label: string; city: string };
export type TimeZoneOptionGroup = { group: TimeZoneGroup; items: TimeZoneOption[] };

export function regionOf(zone: string): TimeZoneGroup {
  const first = zone.split('/')[0];
  return TIME_ZONE_REGIONS.find((region) => region === first) ?? 'other';
}

/** 'America/Argentina/Buenos_Aires' -> 'Buenos Aires'; 'UTC' stays 'UTC'. */
export function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

function clockIn(zone: string, language: string, now: number): string | null {
  try {
    return new Intl.DateTimeFormat(language, {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
  } catch {
    return null; // a stored id this browser does not know: shown without a time, still choosable
  }
}

/**
 * 'Amsterdam (13:05)', grouped by region and sorted by city in the UI language; the device's zone is
 * alone in the first group. The value stays the IANA id that is stored.
 */
export function timeZoneGroups(
  now: number,
  language: string,
  device: string,
  stored?: string,
  supported?: readonly string[],
): TimeZoneOptionGroup[] {
  const collator = new Intl.Collator(language);
  const option = (zone: string): TimeZoneOption => {
    const city = cityOf(zone);
    const clock = clockIn(zone, language, now);
    return { value: zone, city, label: clock ? `${city} (${clock})` : city };
  };
  const byGroup = new Map<TimeZoneGroup, TimeZoneOption[]>();
  for (const zone of timeZones(stored, supported)) {
    if (zone === device) continue;
    const group = regionOf(zone);
    byGroup.set(group, [...(byGroup.get(group) ?? []), option(zone)]);
  }
  const order: TimeZoneGroup[] = [...TIME_ZONE_REGIONS, 'other'];
  return [
    { group: 'device', items: [option(device)] },
    ...order.flatMap((group) => {
      const items = byGroup.get(group);
      if (!items) return [];
      return [{ group, items: items.sort((a, b) => collator.compare(a.city, b.city)) }];
    }),
  ];
}

/** Search: the shown label, the IANA id ('europe/ams') or the region's name, case and accents ignored. */
export function matchesTimeZone(
  option: TimeZoneOption,
  regionLabel: string,
  search: string,
): boolean {
  const wanted = fold(search.trim());
  if (wanted === '') return true;
  return [option.label, option.value, regionLabel].some((text) => fold(text).includes(wanted));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('_', ' ').toLowerCase();
}
