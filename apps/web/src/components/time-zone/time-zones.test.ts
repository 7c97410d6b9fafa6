import { describe, expect, it } from 'vitest';
import { cityOf, matchesTimeZone, regionOf, timeZoneGroups } from './time-zones';

// 12:05 UTC on a winter day: Amsterdam is UTC+1, Tokyo UTC+9, New York UTC-5.
const NOON = Date.UTC(2026, 0, 15, 12, 5);
const SUPPORTED = [
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Asia/Tokyo',
  'America/New_York',
  'America/Argentina/Buenos_Aires',
  'Pacific/Auckland',
];

describe('timeZoneGroups', () => {
  const groups = timeZoneGroups(NOON, 'nl', 'Europe/Amsterdam', undefined, SUPPORTED);

  it("puts the device's zone alone first, then the regions, each zone once", () => {
    expect(groups.map((group) => group.group)).toEqual([
      'device',
      'Europe',
      'America',
      'Asia',
      'Pacific',
      'other',
    ]);
    expect(groups[0]?.items).toEqual([
      { value: 'Europe/Amsterdam', city: 'Amsterdam', label: 'Amsterdam (13:05)' },
    ]);
    const values = groups.flatMap((group) => group.items.map((item) => item.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('UTC');
  });

  it('labels each zone with its city and local time, sorted by city, keeping the IANA id as value', () => {
    const america = groups.find((group) => group.group === 'America')?.items;
    expect(america).toEqual([
      {
        value: 'America/Argentina/Buenos_Aires',
        city: 'Buenos Aires',
        label: 'Buenos Aires (09:05)',
      },
      { value: 'America/New_York', city: 'New York', label: 'New York (07:05)' },
    ]);
    expect(groups.find((group) => group.group === 'Asia')?.items[0]?.label).toBe('Tokyo (21:05)');
  });

  it('keeps a stored zone the browser does not list, without a time if it cannot tell', () => {
    const withStored = timeZoneGroups(NOON, 'nl', 'UTC', 'Mars/Olympus_Mons', SUPPORTED);
    const other = withStored.find((group) => group.group === 'other')?.items;
    expect(other).toContainEqual({
      value: 'Mars/Olympus_Mons',
      city: 'Olympus Mons',
      label: 'Olympus Mons',
    });
  });
});

describe('regionOf and cityOf', () => {
  it('reads the region and a readable city from the id', () => {
    expect(regionOf('Europe/Amsterdam')).toBe('Europe');
    expect(regionOf('UTC')).toBe('other');
    expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOf('UTC')).toBe('UTC');
  });
});

describe('matchesTimeZone', () => {
  const option = { value: 'America/New_York', city: 'New York', label: 'New York (07:05)' };

  it('finds a zone by city, id or region name, ignoring case and accents', () => {
    expect(matchesTimeZone(option, 'Amerika', 'new y')).toBe(true);
    expect(matchesTimeZone(option, 'Amerika', 'america/new_york')).toBe(true);
    expect(matchesTimeZone(option, 'Amerika', 'amerika')).toBe(true);
    expect(matchesTimeZone(option, 'América', 'america')).toBe(true);
    expect(matchesTimeZone(option, 'Amerika', 'tokyo')).toBe(false);
    expect(matchesTimeZone(option, 'Amerika', ' ')).toBe(true);
  });
});
