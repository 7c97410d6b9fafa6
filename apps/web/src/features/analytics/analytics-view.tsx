// The analytics of a known user: period controls, the period's numbers and insights, then the charts.
import { computeAnalytics, dayKey, startOfDay } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LifeProgressSection } from '../../components/life-progress/life-progress-section';
import { LIFE_PROGRESS_SECTION_ID } from '../../components/life-progress/progress-link';
import type { CurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { analyticsWindows, tableRanges, type MoodWindow } from './analytics-windows';
import { GoalsChart } from './goals-chart';
import { InsightCards } from './insight-cards';
import { parseInsights } from './insight-list';
import { LookBackSections } from './look-back-sections';
import { MoodChart } from './mood-chart';
import { PeriodControls } from './period-controls';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { useAnalyticsData } from './use-analytics-data';
import { useAnalyticsView } from './use-analytics-view';
import { useFirstYear } from './use-first-year';
import { usePersistAnalytics } from './use-persist-analytics';
import { WordsChart } from './words-chart';
import { YearPixels } from './year-pixels';

export function AnalyticsView({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(namespaces);
  // Everything below depends on the day only, so the minute ticks re-render without re-reading.
  const today = startOfDay(useNow(60_000));
  const thisYear = Number(dayKey(today).slice(0, 4));
  const view = useAnalyticsView(today);
  const [moodDays, setMoodDays] = useState<MoodWindow>(30);
  const [year, setYear] = useState(thisYear);
  const firstYear = useFirstYear(user.id, thisYear) ?? thisYear;

  const windows = useMemo(
    () =>
      analyticsWindows({ period: view.period, anchor: view.anchor, moodDays, year, now: today }),
    [view.period, view.anchor, moodDays, year, today],
  );
  const ranges = useMemo(() => tableRanges(windows), [windows]);
  const data = useAnalyticsData(user.id, ranges);
  const values = useMemo(
    () =>
      data &&
      computeAnalytics(
        { entries: data.entries, moods: data.checkIns, goals: data.goals },
        view.period,
        view.anchor,
        undefined,
        user.mbtiType,
      ),
    [data, view.period, view.anchor, user.mbtiType],
  );
  usePersistAnalytics(user.id, values);
  const insights = useMemo(() => parseInsights(values?.mbti_insights), [values]);

  return (
    // data-screen-ready: every figure and chart has its data (waited for by bench/app and browser tests).
    <Stack gap="xl" data-screen-ready={data ? 'analytics' : undefined}>
      <Card withBorder padding="md">
        <PeriodControls view={view} />
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="analytics-stats">
        <Title order={2} size="h3" id="analytics-stats">
          {t('analytics:stats.heading')}
        </Title>
        {values ? <StatCards values={values} period={view.period} /> : <StatCardsSkeleton />}
      </Stack>
      {values ? <InsightCards insights={insights} /> : null}
      <Stack gap="md" component="section" aria-labelledby="analytics-charts">
        <Title order={2} size="h3" id="analytics-charts">
          {t('analytics:charts.heading')}
        </Title>
        <MoodChart
          points={data?.moodPoints}
          window={windows.mood}
          days={moodDays}
          onDaysChange={setMoodDays}
        />
        <YearPixels
          points={data?.moodPoints}
          year={year}
          firstYear={firstYear}
          lastYear={thisYear}
          onYearChange={setYear}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <WordsChart entries={data?.entries} today={today} />
          <GoalsChart goals={data?.goals} window={windows.goals} />
        </SimpleGrid>
      </Stack>
      <LookBackSections user={user} today={today} />
      {/* Life-area progress has no route of its own in the spec; it lives here (docs/decisions/019). */}
      <LifeProgressSection userId={user.id} id={LIFE_PROGRESS_SECTION_ID} />
    </Stack>
  );
}
