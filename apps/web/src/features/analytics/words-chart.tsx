// Words written per week over the last 12 weeks, this week last.
import { wordsPerWeek, type AnalyticsEntry } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayKey, formatNumber } from './analytics-format';
import { WORD_WEEKS } from './analytics-windows';
import { ChartCard } from '../../components/charts/chart-card';
import { summarizeWords } from './chart-summaries';

/** `today` is the start of today, so the minute ticks of the clock do not recompute the chart. */
type Props = { entries: readonly AnalyticsEntry[] | undefined; today: number };

export function WordsChart({ entries, today }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const weeks = useMemo(
    () => entries && wordsPerWeek(entries, WORD_WEEKS, today),
    [entries, today],
  );
  const summary = useMemo(() => weeks && summarizeWords(weeks), [weeks]);
  const data = useMemo(
    () =>
      weeks?.map((week) => ({
        label: t('analytics:wordsChart.week', { date: formatDayKey(week.weekStart, lng) }),
        words: week.words,
      })) ?? [],
    [weeks, lng, t],
  );
  const text =
    summary &&
    t('analytics:wordsChart.summary', {
      count: summary.total,
      total: formatNumber(summary.total, lng),
      weeks: WORD_WEEKS,
      perWeek: formatNumber(summary.perWeek, lng),
      thisWeek: formatNumber(summary.thisWeek, lng),
    });
  return (
    <ChartCard
      title={t('analytics:wordsChart.title')}
      testId="analytics-words-chart"
      summary={text}
      empty={
        summary?.total === 0
          ? {
              message: t('analytics:wordsChart.empty', { weeks: WORD_WEEKS }),
              action: t('analytics:wordsChart.emptyAction'),
              to: '/journaling/new',
            }
          : undefined
      }
    >
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        series={[{ name: 'words', label: t('analytics:wordsChart.series'), color: 'teal.6' }]}
        gridAxis="y"
        xAxisProps={{ minTickGap: 12 }}
        valueFormatter={(value) => formatNumber(value, lng)}
      />
    </ChartCard>
  );
}
