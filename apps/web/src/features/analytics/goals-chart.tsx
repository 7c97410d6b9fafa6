// Daily goals planned and completed per day over the last 30 days.
import { goalCompletionSeries, type AnalyticsGoal } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayKey, formatNumber } from './analytics-format';
import { GOAL_DAYS, type DayWindow } from './analytics-windows';
import { ChartCard } from '../../components/charts/chart-card';
import { summarizeGoals } from './chart-summaries';

type Props = { goals: readonly AnalyticsGoal[] | undefined; window: DayWindow };

export function GoalsChart({ goals, window }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const days = useMemo(
    () => goals && goalCompletionSeries(goals, window.fromKey, window.toKey),
    [goals, window.fromKey, window.toKey],
  );
  const summary = useMemo(() => days && summarizeGoals(days), [days]);
  const data = useMemo(
    () =>
      days?.map((day) => ({
        label: formatDayKey(day.day, lng),
        set: day.set,
        completed: day.completed,
      })) ?? [],
    [days, lng],
  );
  const text =
    summary &&
    t('analytics:goalsChart.summary', {
      count: summary.set,
      completed: formatNumber(summary.completed, lng),
      set: formatNumber(summary.set, lng),
      rate: formatNumber(summary.rate, lng),
      days: GOAL_DAYS,
    });
  return (
    <ChartCard
      title={t('analytics:goalsChart.title')}
      testId="analytics-goals-chart"
      summary={text}
      empty={
        summary?.set === 0
          ? {
              message: t('analytics:goalsChart.empty', { days: GOAL_DAYS }),
              action: t('analytics:goalsChart.emptyAction'),
              to: '/journaling/goals',
            }
          : undefined
      }
    >
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        series={[
          { name: 'set', label: t('analytics:goalsChart.set'), color: 'gray.5' },
          { name: 'completed', label: t('analytics:goalsChart.completed'), color: 'teal.6' },
        ]}
        withLegend
        gridAxis="y"
        xAxisProps={{ minTickGap: 16 }}
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartCard>
  );
}
