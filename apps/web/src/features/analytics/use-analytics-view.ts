// The viewed period (kind and position) from the URL, with the moves of the period controls.
import {
  dayKey,
  periodBounds,
  previousPeriodBounds,
  shiftDayKey,
  startOfDayKey,
  type AnalyticsPeriod,
  type DayKey,
  type PeriodBounds,
} from '@groeipad/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseAnalyticsView, writeAnalyticsView, type AnalyticsView } from './analytics-params';

export type AnalyticsViewState = {
  period: AnalyticsPeriod;
  /** An instant inside the viewed period. */
  anchor: number;
  bounds: PeriodBounds;
  /** The viewed period holds today (no "next", no "today"). */
  isCurrent: boolean;
  setPeriod: (period: AnalyticsPeriod) => void;
  previous: () => void;
  next: () => void;
  today: () => void;
};

export function useAnalyticsView(now: number): AnalyticsViewState {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseAnalyticsView(params), [params]);
  const todayKey = dayKey(now);
  const anchor = startOfDayKey(view.day ?? todayKey);
  const bounds = useMemo(() => periodBounds(view.period, anchor), [view.period, anchor]);
  const isCurrent = now >= bounds.start && now < bounds.end;

  const apply = useCallback(
    (change: (current: AnalyticsView) => AnalyticsView) =>
      setParams((current) => writeAnalyticsView(current, change(parseAnalyticsView(current))), {
        replace: true,
      }),
    [setParams],
  );

  /** Moves to the period holding `day`; the period holding today needs no day in the URL. */
  const go = (day: DayKey) => {
    const target = periodBounds(view.period, startOfDayKey(day));
    const holdsToday = now >= target.start && now < target.end;
    apply((current) => (holdsToday ? { period: current.period } : { ...current, day }));
  };

  return {
    period: view.period,
    anchor,
    bounds,
    isCurrent,
    setPeriod: (period) => apply((current) => ({ ...current, period })),
    previous: () => go(previousPeriodBounds(view.period, anchor).startKey),
    next: () => go(shiftDayKey(bounds.endKey, 1)),
    today: () => apply((current) => ({ period: current.period })),
  };
}
