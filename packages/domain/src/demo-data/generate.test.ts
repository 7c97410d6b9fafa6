import { describe, expect, it } from 'vitest';
import { tableRegistry } from '../entities/registry';
import { parseHolisticSections } from '../holistic-wellness/history';
import { generateDemoData } from './generate';
import { DEMO_TABLES, isDemoRecord } from './marker';

const NOW = Date.UTC(2026, 2, 4, 12);
const DAY = 86_400_000;
const options = { userId: 'user-demo', mbtiType: 'INFJ' as const, now: NOW, seed: 7 };
const stamps = { id: 'x', created_at: NOW, updated_at: NOW, created_by: 'user-demo' };

describe('generateDemoData', () => {
  it('writes only valid, marked records of the given user, none in the future except due dates', () => {
    const data = generateDemoData(options);
    for (const table of DEMO_TABLES) {
      expect(data[table].length, table).toBeGreaterThan(0);
      for (const record of data[table]) {
        const parsed = tableRegistry[table].schema.safeParse({ ...record, ...stamps });
        expect(parsed.success, `${table}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(record.user_id).toBe('user-demo');
        expect(isDemoRecord(record)).toBe(true);
      }
    }
    expect(
      data.mood_tracking.every((m) => m.timestamp <= NOW && m.timestamp > NOW - 43 * DAY),
    ).toBe(true);
    expect(data.journal_entries.every((e) => e.date <= NOW)).toBe(true);
  });

  it('spreads moods over the weeks and stores two holistic checks, baseline first', () => {
    const data = generateDemoData(options);
    expect(data.mood_tracking.length).toBeGreaterThan(20);
    expect(data.mood_tracking.length).toBeLessThan(43);
    const [first, second] = data.wellness_assessments;
    expect(first?.time_point).toBe('baseline');
    expect(second?.time_point).toBe('week_5');
    expect(parseHolisticSections(second?.scores_json)).not.toBeNull();
    expect(data.levensgebieden_questionnaires).toHaveLength(6);
  });

  it('replays the same data for the same seed and differs for another', () => {
    expect(generateDemoData(options)).toEqual(generateDemoData(options));
    expect(generateDemoData({ ...options, seed: 8 }).mood_tracking).not.toEqual(
      generateDemoData(options).mood_tracking,
    );
  });

  it('does not take other metadata for a demo mark', () => {
    expect(isDemoRecord({})).toBe(false);
    expect(isDemoRecord({ metadata: '{"answers":"plain"}' })).toBe(false);
    expect(isDemoRecord({ metadata: '{"demo":"other"}' })).toBe(false);
    expect(isDemoRecord({ metadata: 'not json' })).toBe(false);
  });
});
