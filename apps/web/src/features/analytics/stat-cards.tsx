// The period's numbers as cards: writing, mood (average, trend, swings) and daily goals with a completion ring.
import { VOLATILE_MOOD_SPREAD, type AnalyticsPeriod, type AnalyticsValues } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { RingProgress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { averageEmoji, formatMood, formatNumber } from './analytics-format';
import { StatCard } from './stat-card';

/** Below this spread (on the 1-5 scale) moods barely move; VOLATILE_MOOD_SPREAD and up they swing. */
const CALM_MOOD_SPREAD = 0.5;

const TRENDS = ['improving', 'declining', 'stable', 'unknown'] as const;
type Trend = (typeof TRENDS)[number];
const TREND_COLORS: Record<Trend, string> = {
  improving: 'teal',
  declining: 'orange',
  stable: 'blue',
  unknown: 'gray',
};

function trendOf(value: string | undefined): Trend {
  return TRENDS.find((trend) => trend === value) ?? 'unknown';
}

function volatilityLevel(spread: number | undefined): 'none' | 'calm' | 'some' | 'large' {
  if (spread === undefined) return 'none';
  if (spread < CALM_MOOD_SPREAD) return 'calm';
  return spread < VOLATILE_MOOD_SPREAD ? 'some' : 'large';
}

export function StatCardsSkeleton() {
  const { t } = useTranslation(namespaces);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      role="status"
      aria-label={t('analytics:loading')}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={112} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

export function StatCards({
  values,
  period,
}: {
  values: AnalyticsValues;
  period: AnalyticsPeriod;
}) {
  const { t, i18n } = useTranslation(namespaces);
  const lng = i18n.language;
  const hasMood = values.average_mood > 0;
  const trend = trendOf(values.mood_trend);
  const level = volatilityLevel(values.mood_volatility);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <StatCard
        icon="entries"
        label={t('analytics:stats.entries')}
        value={formatNumber(values.total_entries, lng)}
      />
      <StatCard
        icon="words"
        label={t('analytics:stats.words')}
        value={formatNumber(values.total_words, lng)}
        hint={t('analytics:stats.averageWords', {
          value: formatNumber(Math.round(values.average_words_per_entry), lng),
        })}
      />
      <StatCard
        icon="reading"
        label={t('analytics:stats.readingTime')}
        value={t('analytics:stats.minutes', {
          value: formatNumber(values.total_reading_time, lng),
        })}
      />
      <StatCard
        label={t('analytics:stats.averageMood')}
        visual={
          hasMood ? (
            <Text fz={26} lh={1} aria-hidden="true">
              {averageEmoji(values.average_mood)}
            </Text>
          ) : null
        }
        value={hasMood ? formatMood(values.average_mood, lng) : t('analytics:stats.noMood')}
        hint={t('analytics:stats.averageMoodHint')}
      />
      <StatCard
        icon={trend}
        color={TREND_COLORS[trend]}
        label={t('analytics:stats.trend')}
        value={t(`analytics:trend.${trend}`)}
        hint={t(`analytics:stats.trendHint.${period}`)}
      />
      <StatCard
        icon="waves"
        color="grape"
        label={t('analytics:stats.volatility')}
        value={
          values.mood_volatility === undefined
            ? t('analytics:stats.noMood')
            : formatMood(values.mood_volatility, lng)
        }
        hint={t(`analytics:stats.volatilityLevel.${level}`)}
      />
      <StatCard
        icon="goals"
        label={t('analytics:stats.goals')}
        value={t('analytics:stats.goalsValue', {
          completed: formatNumber(values.goals_completed, lng),
          set: formatNumber(values.goals_set, lng),
        })}
        hint={t('analytics:stats.goalsHint', { count: values.goals_set })}
      />
      <StatCard
        label={t('analytics:stats.completion')}
        visual={
          <RingProgress
            size={44}
            thickness={5}
            roundCaps
            sections={[{ value: values.completion_rate, color: 'teal' }]}
            aria-hidden="true"
          />
        }
        value={t('analytics:stats.percent', { value: formatNumber(values.completion_rate, lng) })}
      />
    </SimpleGrid>
  );
}
