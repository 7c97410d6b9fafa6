// The numbers of a look back: what was written, logged and done, and the mood against the period before.
import type { Rewind } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { averageEmoji, formatMood, formatNumber } from './analytics-format';
import { StatCard } from './stat-card';

export function RewindStats({ rewind }: { rewind: Rewind }) {
  const { t, i18n } = useTranslation(namespaces);
  const language = i18n.language;
  const { counts, mood } = rewind;
  const change =
    mood.change === null
      ? undefined
      : t(`insights:rewind.stats.change.${rewind.period}`, {
          change: new Intl.NumberFormat(language, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
            signDisplay: 'exceptZero',
          }).format(mood.change),
        });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <StatCard
        icon="entries"
        label={t('insights:rewind.stats.entries')}
        value={formatNumber(counts.entries, language)}
      />
      <StatCard
        icon="words"
        label={t('insights:rewind.stats.words')}
        value={formatNumber(counts.words, language)}
      />
      <StatCard
        icon="waves"
        label={t('insights:rewind.stats.moods')}
        value={formatNumber(counts.moods, language)}
      />
      <StatCard
        label={t('insights:rewind.stats.averageMood')}
        visual={
          mood.average === null ? undefined : (
            <Text fz={24} aria-hidden>
              {averageEmoji(mood.average)}
            </Text>
          )
        }
        value={
          mood.average === null
            ? t('insights:rewind.stats.noMood')
            : formatMood(mood.average, language)
        }
        hint={change}
      />
      <StatCard
        icon="goals"
        label={t('insights:rewind.stats.goals')}
        value={t('insights:rewind.stats.goalsValue', {
          done: counts.goalsDone,
          total: counts.goalsTotal,
        })}
      />
      <StatCard
        icon="stable"
        label={t('insights:rewind.stats.tasks')}
        value={formatNumber(counts.tasksDone, language)}
      />
    </SimpleGrid>
  );
}
