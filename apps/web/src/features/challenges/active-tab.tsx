// Actief: the weekly and multi-week runs in progress (done days of days needed, days left, today's tick, stop);
// below them the earlier runs, finished, ended or stopped.
import { ChallengeArticle } from '../../components/challenges/challenge-article';
import {
  daysBetweenKeys,
  type ChallengeProgress,
  type RunProgress,
  type Today,
} from '@groeipad/domain';
import { Badge, Button, Card, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChallengeActions } from '../../lib/challenges/use-challenge-progress';
import {
  CHALLENGE_NAMESPACES,
  challengeTitle,
  dayLabel,
} from '../../components/challenges/challenge-texts';
import { DoneControls } from '../../components/challenges/done-controls';
import { doneOn } from '../../lib/challenges/done-on';

type Props = { progress: ChallengeProgress; today: Today; actions: ChallengeActions };

export function isRunning(entry: RunProgress): boolean {
  return entry.run.status !== 'left' && !entry.over;
}

export function ActiveTab({ progress, today, actions }: Props) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const running = progress.runs.filter(isRunning);
  const past = progress.runs.filter((entry) => !isRunning(entry));
  return (
    <Stack gap="md" data-testid="challenges-active">
      {running.length === 0 ? (
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('challenges:ui.active.empty')}</Text>
            <Button component={Link} to="/challenges?tab=discover" variant="light">
              {t('challenges:ui.active.emptyAction')}
            </Button>
          </Stack>
        </Card>
      ) : (
        running.map((entry) => (
          <RunCard
            key={entry.run.id}
            entry={entry}
            progress={progress}
            today={today}
            actions={actions}
          />
        ))
      )}
      {past.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="runs-past">
          <Title order={3} size="h5" id="runs-past">
            {t('challenges:ui.active.past')}
          </Title>
          {past.map((entry) => (
            <Group key={entry.run.id} justify="space-between" gap="xs" wrap="nowrap">
              <Link to={`/challenges/${entry.challenge.id}`}>
                {challengeTitle(t, entry.challenge)}
              </Link>
              <Text size="sm" c="dimmed" ta="right">
                {entry.finishedOn
                  ? t('challenges:ui.active.finished', {
                      date: dayLabel(entry.finishedOn, i18n.language),
                    })
                  : entry.run.status === 'left'
                    ? t('challenges:ui.active.left')
                    : t('challenges:ui.active.ended', {
                        date: dayLabel(entry.endsOn, i18n.language),
                      })}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function RunCard({
  entry,
  progress,
  today,
  actions,
}: {
  entry: RunProgress;
  progress: ChallengeProgress;
  today: Today;
  actions: ChallengeActions;
}) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const [confirming, setConfirming] = useState(false);
  const done = entry.doneDays.length;
  const daysLeft = daysBetweenKeys(today.localDate, entry.endsOn);
  const titleId = `run-${entry.run.id}`;
  return (
    <ChallengeArticle challengeId={entry.challenge.id} titleId={titleId} testId="challenge-run">
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          <Link to={`/challenges/${entry.challenge.id}`} style={{ color: 'inherit' }}>
            {challengeTitle(t, entry.challenge)}
          </Link>
        </Title>
        {entry.run.communityType ? (
          <Badge variant="light" color="violet" size="sm">
            {t('challenges:ui.active.community', { type: entry.run.communityType })}
          </Badge>
        ) : null}
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} data-testid="run-progress">
              {t('challenges:ui.active.progress', { done, needed: entry.daysNeeded })}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.finishedOn
                ? t('challenges:ui.active.finished', {
                    date: dayLabel(entry.finishedOn, i18n.language),
                  })
                : daysLeft <= 0
                  ? t('challenges:ui.active.lastDay')
                  : t('challenges:ui.active.daysLeft', { count: daysLeft })}
            </Text>
          </Group>
          <Progress
            value={Math.min(100, (done / entry.daysNeeded) * 100)}
            color={entry.finishedOn ? 'teal' : 'blue'}
            aria-label={t('challenges:ui.active.progress', { done, needed: entry.daysNeeded })}
          />
        </Stack>
        <DoneControls
          challenge={entry.challenge}
          doneToday={doneOn(progress, entry.challenge.id, today.localDate)}
          onDone={() => actions.markDone(entry.challenge.id)}
          onUndo={() => actions.undo(entry.challenge.id)}
          doneLabel={t('challenges:ui.detail.markToday')}
        />
        {entry.run.communityType ? (
          <Switch
            label={t('challenges:ui.active.share')}
            checked={entry.run.shareProgress}
            onChange={(event) => void actions.setShare(entry.run.id, event.currentTarget.checked)}
          />
        ) : null}
        {confirming ? (
          <Stack gap="xs">
            <Text size="sm">{t('challenges:ui.active.leaveConfirm')}</Text>
            <Group gap="sm">
              <Button
                color="red"
                variant="light"
                size="sm"
                onClick={() => void actions.leave(entry.run.id)}
              >
                {t('challenges:ui.active.leaveYes')}
              </Button>
              <Button variant="default" size="sm" onClick={() => setConfirming(false)}>
                {t('challenges:ui.active.leaveNo')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => setConfirming(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('challenges:ui.active.leave')}
          </Button>
        )}
      </Stack>
    </ChallengeArticle>
  );
}
