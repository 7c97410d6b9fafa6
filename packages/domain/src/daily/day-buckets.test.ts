import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketIndex, createDayKeyer, dayRange } from './day-buckets';
import { dayKey, startOfDayKey } from './days';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;

describe('createDayKeyer', () => {
  it.each([
    AMS,
    'UTC',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/St_Johns',
  ])('agrees with dayKey for any instant in %s, whatever the order of the points', (zone) => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), {
          maxLength: 60,
        }),
        (instants) => {
          const keyOf = createDayKeyer(zone);
          for (const ms of instants) expect(keyOf(ms)).toBe(dayKey(ms, zone));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('puts the edges of the DST days of 2026 in Amsterdam on the right day', () => {
    const keyOf = createDayKeyer(AMS);
    const spring = startOfDayKey('2026-03-29', AMS);
    const autumn = startOfDayKey('2026-10-25', AMS);
    expect(keyOf(spring - 1)).toBe('2026-03-28');
    expect(keyOf(spring)).toBe('2026-03-29');
    expect(keyOf(spring + 23 * HOUR - 1)).toBe('2026-03-29');
    expect(keyOf(spring + 23 * HOUR)).toBe('2026-03-30');
    expect(keyOf(autumn + 25 * HOUR - 1)).toBe('2026-10-25');
    expect(keyOf(autumn + 25 * HOUR)).toBe('2026-10-26');
    expect(keyOf(autumn - 1)).toBe('2026-10-24');
  });

  it('handles half-hour zones where an hour straddles midnight', () => {
    const keyOf = createDayKeyer('Asia/Kolkata');
    // Midnight in Kolkata (UTC+5:30) is 18:30 UTC.
    expect(keyOf(Date.UTC(2026, 4, 1, 18, 29))).toBe('2026-05-01');
    expect(keyOf(Date.UTC(2026, 4, 1, 18, 30))).toBe('2026-05-02');
    expect(keyOf(Date.UTC(2026, 4, 1, 18, 0))).toBe('2026-05-01');
  });
});

describe('dayRange and bucketIndex', () => {
  it('gives local midnights across the spring-forward day', () => {
    const { keys, starts } = dayRange('2026-03-28', '2026-03-30', AMS);
    expect(keys).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(starts).toHaveLength(4);
    expect((starts[2] as number) - (starts[1] as number)).toBe(23 * HOUR);
    expect(bucketIndex(starts, (starts[1] as number) + 22 * HOUR)).toBe(1);
    expect(bucketIndex(starts, starts[2] as number)).toBe(2);
    expect(bucketIndex(starts, (starts[0] as number) - 1)).toBe(-1);
    expect(bucketIndex(starts, starts[3] as number)).toBe(-1);
  });

  it('is empty for a reversed range', () => {
    const { keys, starts } = dayRange('2026-03-30', '2026-03-28', AMS);
    expect(keys).toEqual([]);
    expect(bucketIndex(starts, startOfDayKey('2026-03-30', AMS))).toBe(-1);
  });
});
