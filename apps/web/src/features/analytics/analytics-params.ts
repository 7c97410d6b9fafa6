// The viewed period in the URL (?period=month&day=2026-03-01), so a reload or a shared link keeps it.
import {
  ANALYTICS_PERIODS,
  shiftDayKey,
  type AnalyticsPeriod,
  type DayKey,
} from '@groeipad/domain';

export const DEFAULT_PERIOD: AnalyticsPeriod = 'week';

export type AnalyticsView = {
  period: AnalyticsPeriod;
  /** A day inside the viewed period; undefined means "the period holding today". */
  day?: DayKey;
};

function validDay(value: string | null): DayKey | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  // shiftDayKey normalises impossible dates (2026-02-31), so a key that survives unchanged is real.
  return shiftDayKey(value, 0) === value ? value : undefined;
}

export function parseAnalyticsView(params: URLSearchParams): AnalyticsView {
  const period = ANALYTICS_PERIODS.find((p) => p === params.get('period')) ?? DEFAULT_PERIOD;
  const day = validDay(params.get('day'));
  return day ? { period, day } : { period };
}

/** Writes the view into `params` (other parameters stay), leaving defaults out. */
export function writeAnalyticsView(params: URLSearchParams, view: AnalyticsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.period === DEFAULT_PERIOD) next.delete('period');
  else next.set('period', view.period);
  if (view.day) next.set('day', view.day);
  else next.delete('day');
  return next;
}
