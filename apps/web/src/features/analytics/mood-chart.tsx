// Mood over the last 30, 90 or 365 days: the mean of each day's check-ins and entry moods, gaps where none.
import { averageMood, moodSeries, type MoodAverage, type MoodPoint } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { SegmentedControl } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moodAverageText } from '../../components/daily/mood-average-text';
import { MoodLineChart } from '../../components/mood-line-chart';
import { averageEmoji, formatDayKey, formatMood } from './analytics-format';
import { MOOD_WINDOWS, type DayWindow, type MoodWindow } from './analytics-windows';
import { ChartCard } from '../../components/charts/chart-card';
import { summarizeMoodSeries, type MoodSeriesSummary } from './chart-summaries';

type Props = {
  points: readonly MoodPoint[] | undefined;
  window: DayWindow;
  days: MoodWindow;
  onDaysChange: (days: MoodWindow) => void;
};

function useSummaryText(
  summary: MoodSeriesSummary | undefined,
  average: MoodAverage | undefined,
  days: number,
): string | undefined {
  const { t, i18n } = useTranslation(namespaces);
  if (!summary || !average) return undefined;
  if (average.average === null) return '';
  // The average mood every screen shows; the halves below only say which way it went.
  const base = moodAverageText(t, i18n.language, average, days);
  if (summary.earlier === null || summary.later === null || summary.trend === 'unknown')
    return base;
  const change = t(`analytics:moodChart.change.${summary.trend}`, {
    earlier: formatMood(summary.earlier, i18n.language),
    later: formatMood(summary.later, i18n.language),
  });
  return `${base} ${change}`;
}

export function MoodChart({ points, window, days, onDaysChange }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const series = useMemo(
    () => points && moodSeries(points, window.fromKey, window.toKey),
    [points, window.fromKey, window.toKey],
  );
  const summary = useMemo(() => series && summarizeMoodSeries(series), [series]);
  const average = useMemo(
    () => points && averageMood(points, window.start, window.end),
    [points, window.start, window.end],
  );
  const text = useSummaryText(summary, average, days);
  const data = useMemo(
    () => series?.map((d) => ({ label: formatDayKey(d.day, lng), mood: d.average })) ?? [],
    [series, lng],
  );
  return (
    <ChartCard
      title={t('analytics:moodChart.title')}
      testId="analytics-mood-chart"
      summary={text}
      empty={
        summary?.days === 0
          ? {
              message: t('analytics:moodChart.empty', { days }),
              action: t('analytics:moodChart.emptyAction'),
              to: '/journaling/moods',
            }
          : undefined
      }
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('analytics:moodChart.rangeLabel')}
          value={String(days)}
          onChange={(value) => onDaysChange(Number(value) as MoodWindow)}
          data={MOOD_WINDOWS.map((n) => ({
            value: String(n),
            label: t(`analytics:moodChart.range.${n}`),
          }))}
        />
      }
    >
      <MoodLineChart
        h={240}
        data={data}
        seriesLabel={t('analytics:moodChart.series')}
        dotProps={{ r: days > 90 ? 1.5 : 3 }}
        activeDotProps={{ r: 5 }}
        valueFormatter={(value) => `${averageEmoji(value)} ${formatMood(value, lng)}`}
      />
    </ChartCard>
  );
}
