// The reading laid out: the latest check (or how to do one), what changed, the mood trend and what to do next.
import { readWellness, type MoodWindowDays } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNow } from '../../lib/use-now';
import { AreaHighlights } from './area-highlights';
import { AssessmentCard } from './assessment-card';
import { ComparisonCard } from './comparison-card';
import { FocusSection } from './focus-section';
import { MoodTrendCard } from './mood-trend-card';
import { NoAssessment } from './no-assessment';
import { useAssessments, useRecentMoods } from './use-wellness-data';

/** 30 days unless asked otherwise: the period of the average mood on every screen (decision 039). */
function daysOf(value: string | null): MoodWindowDays {
  return value === '14' ? 14 : 30;
}

export function WellnessAnalysisView({ userId }: { userId: string }) {
  const { t } = useTranslation(namespaces);
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get('days'));
  const now = useNow(60_000);
  const assessments = useAssessments(userId);
  const moods = useRecentMoods(userId, now);
  const reading = useMemo(
    () =>
      assessments && moods ? readWellness({ assessments, moods, now, moodDays: days }) : undefined,
    [assessments, moods, now, days],
  );

  if (!reading) {
    return (
      <Stack gap="sm" role="status" aria-label={t('insights:wellnessAnalysis.loading')}>
        <Skeleton height={260} radius="lg" />
        <Skeleton height={280} radius="lg" />
      </Stack>
    );
  }
  const { latest, comparison, mood, focusAreas, unreadable } = reading;
  return (
    <Stack gap="lg">
      {unreadable > 0 ? (
        <Alert color="yellow">
          {t('insights:wellnessAnalysis.unreadable', { count: unreadable })}
        </Alert>
      ) : null}
      {latest ? (
        <>
          <AssessmentCard latest={latest} comparison={comparison} />
          <AreaHighlights latest={latest} />
          <ComparisonCard comparison={comparison} latestOverall={latest.overall} />
        </>
      ) : (
        <NoAssessment />
      )}
      <MoodTrendCard
        mood={mood}
        onDaysChange={(next) =>
          setParams(next === 30 ? {} : { days: String(next) }, { replace: true })
        }
      />
      {latest ? <FocusSection areas={focusAreas} mood={mood} /> : null}
      <Text size="xs" c="dimmed">
        {t('insights:wellnessAnalysis.disclaimer')}
      </Text>
    </Stack>
  );
}
