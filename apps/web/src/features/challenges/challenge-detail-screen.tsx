// /challenges/:id: one challenge's texts and steps, how it is done, the member's progress with it (a chart of
// done days over the current run or the last 30 days, its streak) and start / stop for the longer ones.
import { ChallengesReadError } from '../../components/challenges/read-error';
import {
  catalogueChallenge,
  dayKeysBetween,
  shiftDayKey,
  suitedTypes,
  type CatalogueChallenge,
  type ChallengeProgress,
  type RunProgress,
  type Today,
} from '@groeipad/domain';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../lib/use-current-user';
import { ChartCard } from '../../components/charts/chart-card';
import { isRunning } from './active-tab';
import {
  useChallengeActions,
  useChallengeProgress,
  type ChallengeActions,
} from '../../lib/challenges/use-challenge-progress';
import { ChallengeMeta } from '../../components/challenges/challenge-meta';
import { ChallengeSteps } from '../../components/challenges/challenge-steps';
import {
  badgeName,
  CHALLENGE_NAMESPACES,
  challengeDescription,
  challengeTitle,
  dayLabel,
} from '../../components/challenges/challenge-texts';
import { DoneControls } from '../../components/challenges/done-controls';
import { doneOn } from '../../lib/challenges/done-on';
import { useToday } from '../../lib/challenges/use-today';

const BACK = '←';
const MEDAL = '🏅';

export function ChallengeDetailScreen() {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const { id = '' } = useParams();
  const challenge = catalogueChallenge(id);
  const user = useCurrentUser();
  return (
    <Stack gap="lg" py="md" maw={760} mx="auto" w="100%" data-testid="challenge-detail">
      <Anchor component={Link} to="/challenges" size="sm">
        {BACK} {t('challenges:ui.detail.back')}
      </Anchor>
      {!challenge ? (
        <>
          <Title order={1}>{t('routes:screens.challenges.title')}</Title>
          <Alert color="yellow" variant="light" data-testid="challenge-not-found">
            {t('challenges:ui.detail.notFound')}
          </Alert>
        </>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {challengeTitle(t, challenge)}
            </Title>
            <ChallengeMeta challenge={challenge} />
            <Text>{challengeDescription(t, challenge)}</Text>
            {challenge.badge ? (
              <Text size="sm">
                {MEDAL} {t('challenges:ui.detail.badge', { name: badgeName(t, challenge.badge) })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('challenges:ui.detail.suits', { types: suitedTypes(challenge).join(', ') })}
            </Text>
          </Stack>
          <Card withBorder radius="md" p="md">
            <ChallengeSteps challenge={challenge} />
          </Card>
          {user.status === 'loading' ? <Skeleton height={240} radius="md" /> : null}
          {user.status === 'ready' ? (
            <DetailProgress challenge={challenge} userId={user.user.id} />
          ) : null}
        </>
      )}
    </Stack>
  );
}

function DetailProgress({ challenge, userId }: { challenge: CatalogueChallenge; userId: string }) {
  const today = useToday();
  const state = useChallengeProgress(userId);
  const actions = useChallengeActions(userId);
  if (state.status === 'loading') return <Skeleton height={240} radius="md" />;
  if (state.status === 'error' || !state.progress) {
    return <ChallengesReadError onRetry={state.retry} />;
  }
  return (
    <ProgressSection
      challenge={challenge}
      progress={state.progress}
      today={today}
      actions={actions}
    />
  );
}

/** The days the chart covers: the current (or latest) run's window, else the last 30 days. */
export function chartDays(run: RunProgress | undefined, today: string): string[] {
  if (run) return dayKeysBetween(run.run.periodStart, run.endsOn);
  return dayKeysBetween(shiftDayKey(today, -29), today);
}

function ProgressSection({
  challenge,
  progress,
  today,
  actions,
}: {
  challenge: CatalogueChallenge;
  progress: ChallengeProgress;
  today: Today;
  actions: ChallengeActions;
}) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const [busy, setBusy] = useState(false);
  const mine = progress.byChallenge[challenge.id];
  const runs = progress.runs.filter((entry) => entry.challenge.id === challenge.id);
  const running = runs.find(isRunning);
  const shown = running ?? (challenge.frequency === 'daily' ? undefined : runs[0]);
  const days = useMemo(() => chartDays(shown, today.localDate), [shown, today.localDate]);
  const done = new Set(shown ? shown.doneDays : (mine?.doneDays ?? []));
  const data = days.map((day) => ({
    label: dayLabel(day, i18n.language),
    done: done.has(day) ? 1 : 0,
  }));
  const doneCount = data.filter((point) => point.done > 0).length;
  const canMark = challenge.frequency === 'daily' || running !== undefined;

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error('Changing a challenge run failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="detail-progress">
      <Title order={2} size="h3" id="detail-progress">
        {t('challenges:ui.detail.progress')}
      </Title>
      <Text fw={600} data-testid="detail-streak">
        {t('challenges:ui.detail.streak', { count: mine?.streak.current ?? 0 })}
      </Text>
      {running ? (
        <Badge variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
          {t('challenges:ui.active.progress', {
            done: running.doneDays.length,
            needed: running.daysNeeded,
          })}
        </Badge>
      ) : null}
      {canMark ? (
        <DoneControls
          challenge={challenge}
          doneToday={doneOn(progress, challenge.id, today.localDate)}
          onDone={() => actions.markDone(challenge.id)}
          onUndo={() => actions.undo(challenge.id)}
          doneLabel={t('challenges:ui.detail.markToday')}
        />
      ) : (
        <Button
          loading={busy}
          style={{ alignSelf: 'flex-start' }}
          data-testid="detail-join"
          onClick={() => void act(() => actions.join(challenge.id, { shareProgress: false }))}
        >
          {t('challenges:ui.detail.join')}
        </Button>
      )}
      {running ? (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          loading={busy}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void act(() => actions.leave(running.run.id))}
        >
          {t('challenges:ui.active.leave')}
        </Button>
      ) : null}
      <ChartCard
        title={shown ? t('challenges:ui.detail.chartRun') : t('challenges:ui.detail.chart30')}
        testId="detail-chart"
        height={180}
        summary={t('challenges:ui.detail.chartSummary', { count: doneCount })}
      >
        <BarChart
          h={180}
          data={data}
          dataKey="label"
          series={[{ name: 'done', label: t('challenges:ui.detail.series'), color: 'teal.6' }]}
          gridAxis="none"
          withYAxis={false}
          xAxisProps={{ minTickGap: 16 }}
          withTooltip={false}
        />
      </ChartCard>
    </Stack>
  );
}
