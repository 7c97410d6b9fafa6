// A year in pixels: every day of a calendar year coloured by its mean mood, sad (red) to great (green).
import {
  MOODS,
  dayKey,
  daysBetweenKeys,
  moodOf,
  yearInPixels,
  type MoodPoint,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Heatmap } from '@mantine/charts';
import { ActionIcon, Box, Group, ScrollArea, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDayKey,
  formatMood,
  MOOD_COLORS,
  nearestRating,
  averageEmoji,
} from './analytics-format';
import { AnalyticsIcon } from './analytics-icons';
import { ChartCard } from '../../components/charts/chart-card';
import { summarizeYear } from './chart-summaries';
import { MoodLegend } from './mood-legend';

type Props = {
  points: readonly MoodPoint[] | undefined;
  year: number;
  firstYear: number;
  lastYear: number;
  onYearChange: (year: number) => void;
};

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/** Month and weekday names in the UI language; the heatmap wants weekdays starting on Sunday. */
function calendarNames(language: string): { months: string[]; weekdays: string[] } {
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, m) => month.format(Date.UTC(2024, m, 1)));
  // 2024-01-07 was a Sunday; label Monday, Wednesday and Friday only, as a calendar margin does.
  const weekdays = Array.from({ length: 7 }, (_, d) =>
    d % 2 === 1 ? weekday.format(Date.UTC(2024, 0, 7 + d)) : '',
  );
  return { months, weekdays };
}

export function YearPixels({ points, year, firstYear, lastYear, onYearChange }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const series = useMemo(() => points && yearInPixels(points, year), [points, year]);
  const summary = useMemo(() => series && summarizeYear(series), [series]);
  const data = useMemo(() => {
    const values: Record<string, number> = {};
    for (const day of series ?? []) if (day.average !== null) values[day.day] = day.average;
    return values;
  }, [series]);
  const names = useMemo(() => calendarNames(lng), [lng]);
  const viewport = useRef<HTMLDivElement>(null);
  const hasGrid = summary !== undefined && summary.days > 0;
  useEffect(() => {
    // On a narrow screen the grid scrolls; in the current year show the weeks up to today, not January.
    const element = viewport.current;
    if (!element || !hasGrid || year !== lastYear) return;
    const share = daysBetweenKeys(`${year}-01-01`, dayKey(Date.now())) / 366;
    element.scrollLeft = Math.max(0, share * element.scrollWidth - element.clientWidth * 0.85);
  }, [hasGrid, year, lastYear]);

  const dayText = (date: string, value: number | null) => {
    const when = formatDayKey(date, lng, LONG_DATE);
    if (value === null) return t('analytics:yearChart.dayEmpty', { date: when });
    return t('analytics:yearChart.day', {
      date: when,
      emoji: averageEmoji(value),
      average: formatMood(value, lng),
      mood: t(`daily:mood.${moodOf(nearestRating(value))}`),
    });
  };

  const text =
    summary && summary.average !== null && summary.commonest !== null
      ? t('analytics:yearChart.summary', {
          count: summary.days,
          year,
          average: formatMood(summary.average, lng),
          mood: t(`daily:mood.${moodOf(summary.commonest)}`),
        })
      : summary && '';

  return (
    <ChartCard
      title={t('analytics:yearChart.title')}
      testId="analytics-year-pixels"
      summary={text}
      height={140}
      empty={
        summary?.days === 0
          ? {
              message: t('analytics:yearChart.empty', { year }),
              action: t('analytics:yearChart.emptyAction'),
              to: '/journaling/moods',
            }
          : undefined
      }
      controls={
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => onYearChange(year - 1)}
            disabled={year <= firstYear}
            aria-label={t('analytics:yearChart.previous')}
          >
            <AnalyticsIcon name="previous" size={18} />
          </ActionIcon>
          <Text fw={600} miw={44} ta="center" aria-live="polite">
            {year}
          </Text>
          <ActionIcon
            variant="subtle"
            onClick={() => onYearChange(year + 1)}
            disabled={year >= lastYear}
            aria-label={t('analytics:yearChart.next')}
          >
            <AnalyticsIcon name="next" size={18} />
          </ActionIcon>
        </Group>
      }
    >
      <ScrollArea type="auto" offsetScrollbars viewportRef={viewport}>
        <Box py={4}>
          <Heatmap
            data={data}
            startDate={`${year}-01-01`}
            endDate={`${year}-12-31`}
            domain={[1, 5]}
            colors={[...MOOD_COLORS]}
            rectSize={12}
            gap={2}
            withMonthLabels
            monthLabels={names.months}
            withWeekdayLabels
            weekdayLabels={names.weekdays}
            withOutsideDates={false}
            withTooltip
            getTooltipLabel={({ date, value }) => dayText(date, value)}
            getRectProps={({ date, value }) =>
              value === null
                ? { 'aria-hidden': true }
                : { role: 'img', 'aria-label': dayText(date, value), 'data-date': date }
            }
          />
        </Box>
      </ScrollArea>
      <MoodLegend moods={MOODS} />
    </ChartCard>
  );
}
