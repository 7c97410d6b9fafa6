// Mood over the last 30 or 14 days as a line of daily means, with the average mood and a reading of the trend.
import { WELLNESS_MOOD_WINDOWS, type MoodReading, type MoodWindowDays } from '@groeipad/coach';
import { startOfDayKey } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moodAverageText } from '../../components/daily/mood-average-text';
import { MoodLineChart } from '../../components/mood-line-chart';
import { SectionCard } from './section-card';
import { formatNumber } from './wellness-format';

type Props = { mood: MoodReading; onDaysChange: (days: MoodWindowDays) => void };

function useSummary(mood: MoodReading): string {
  const { t, i18n } = useTranslation(namespaces);
  const one = (value: number) => formatNumber(value, i18n.language, 1);
  if (mood.average === null) return '';
  const base = moodAverageText(
    t,
    i18n.language,
    { average: mood.average, days: mood.moodDays, moods: mood.count },
    mood.days,
  );
  const trend =
    mood.trend === 'improving' || mood.trend === 'declining'
      ? t(`insights:wellnessAnalysis.mood.trend.${mood.trend}`, {
          earlier: one(mood.earlierAverage ?? 0),
          later: one(mood.laterAverage ?? 0),
        })
      : t(`insights:wellnessAnalysis.mood.trend.${mood.trend}`);
  return `${base} ${trend}`;
}

export function MoodTrendCard({ mood, onDaysChange }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const titleId = useId();
  const lng = i18n.language;
  const summary = useSummary(mood);
  const data = useMemo(
    () =>
      mood.series.map((d) => ({
        label: new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short' }).format(
          startOfDayKey(d.day),
        ),
        mood: d.average,
      })),
    [mood.series, lng],
  );
  return (
    <SectionCard labelledBy={titleId} testId="wellness-mood">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id={titleId}>
            {t('insights:wellnessAnalysis.mood.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('insights:wellnessAnalysis.mood.rangeLabel')}
            value={String(mood.days)}
            onChange={(value) => onDaysChange(Number(value) as MoodWindowDays)}
            data={WELLNESS_MOOD_WINDOWS.map((n) => ({
              value: String(n),
              label: t(`insights:wellnessAnalysis.mood.range.${n}`),
            }))}
          />
        </Group>
        {mood.count === 0 ? (
          <Stack gap="sm" align="center" py="lg" data-testid="wellness-mood-empty">
            <Text c="dimmed" ta="center">
              {t('insights:wellnessAnalysis.mood.empty', { days: mood.days })}
            </Text>
            <Button component={Link} to="/journaling/moods" variant="light">
              {t('insights:wellnessAnalysis.mood.emptyAction')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs" component="figure" m={0} aria-labelledby={titleId}>
            <MoodLineChart
              h={220}
              data={data}
              seriesLabel={t('insights:wellnessAnalysis.mood.series')}
              valueFormatter={(value) => formatNumber(value, lng, 1)}
            />
            <Text component="figcaption" size="sm" c="dimmed" data-testid="wellness-mood-summary">
              {summary}
            </Text>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
