// The viewed period in words and in the UI language: "maandag 9 maart 2026", "9 – 15 mrt 2026", "maart 2026".
import { startOfDayKey, type AnalyticsPeriod, type PeriodBounds } from '@groeipad/domain';

export function periodLabel(
  period: AnalyticsPeriod,
  bounds: PeriodBounds,
  language: string,
): string {
  if (period === 'day') {
    return new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(bounds.start);
  }
  if (period === 'month') {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
      bounds.start,
    );
  }
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatRange(bounds.start, startOfDayKey(bounds.endKey));
}
