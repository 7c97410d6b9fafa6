import { describe, expect, it } from 'vitest';
import { parseAnalyticsView, writeAnalyticsView } from './analytics-params';

describe('analytics view in the URL', () => {
  it('reads the period and day, falling back to this week for unknown values', () => {
    expect(parseAnalyticsView(new URLSearchParams('period=month&day=2025-02-03'))).toEqual({
      period: 'month',
      day: '2025-02-03',
    });
    expect(parseAnalyticsView(new URLSearchParams('period=year&day=2025-02-31'))).toEqual({
      period: 'week',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeAnalyticsView(new URLSearchParams('x=1&day=2025-01-01'), {
      period: 'week',
    });
    expect(written.toString()).toBe('x=1');
    expect(
      writeAnalyticsView(new URLSearchParams(), { period: 'day', day: '2025-01-02' }).toString(),
    ).toBe('period=day&day=2025-01-02');
  });
});
