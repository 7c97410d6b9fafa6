// Vandaag: the day's daily challenges, each with its steps, time, XP and how it is done; the streak and today's XP above.
import { ChallengeArticle } from '../../components/challenges/challenge-article';
import type { CatalogueChallenge, ChallengeProgress, Today } from '@groeipad/domain';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { doneOn } from '../../lib/challenges/done-on';
import type { ChallengeActions } from '../../lib/challenges/use-challenge-progress';
import { ChallengeMeta } from '../../components/challenges/challenge-meta';
import { ChallengeSteps } from '../../components/challenges/challenge-steps';
import {
  CHALLENGE_NAMESPACES,
  challengeDescription,
  challengeTitle,
} from '../../components/challenges/challenge-texts';
import { DoneControls } from '../../components/challenges/done-controls';

type Props = {
  picks: CatalogueChallenge[] | undefined;
  progress: ChallengeProgress;
  today: Today;
  actions: ChallengeActions;
};

export function TodayTab({ picks, progress, today, actions }: Props) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const xpToday = progress.xpByDay[today.localDate] ?? 0;
  const allDone =
    picks !== undefined &&
    picks.length > 0 &&
    picks.every((challenge) => doneOn(progress, challenge.id, today.localDate));
  return (
    <Stack gap="md" data-testid="challenges-today">
      <Text c="dimmed">{t('challenges:ui.today.intro')}</Text>
      <Group gap="lg" wrap="wrap">
        <Text fw={600} data-testid="challenges-streak">
          {progress.streak.current > 0
            ? `🔥 ${t('challenges:ui.today.streak', { count: progress.streak.current })}`
            : t('challenges:ui.today.noStreak')}
        </Text>
        <Text c="dimmed" data-testid="challenges-xp-today">
          {t('challenges:ui.today.xpToday', { count: xpToday })}
        </Text>
      </Group>
      {allDone ? (
        <Text fw={600} c="teal" role="status">
          {t('challenges:ui.today.allDone')}
        </Text>
      ) : null}
      {picks === undefined ? (
        <Stack gap="sm">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : (
        picks.map((challenge) => (
          <ChallengeArticle
            key={challenge.id}
            challengeId={challenge.id}
            titleId={`pick-${challenge.id}`}
            testId="challenge-pick"
          >
            <Stack gap="sm">
              <Title order={3} size="h4" id={`pick-${challenge.id}`}>
                <Link to={`/challenges/${challenge.id}`} style={{ color: 'inherit' }}>
                  {challengeTitle(t, challenge)}
                </Link>
              </Title>
              <ChallengeMeta challenge={challenge} />
              <Text size="sm">{challengeDescription(t, challenge)}</Text>
              <ChallengeSteps challenge={challenge} />
              <DoneControls
                challenge={challenge}
                doneToday={doneOn(progress, challenge.id, today.localDate)}
                onDone={() => actions.markDone(challenge.id)}
                onUndo={() => actions.undo(challenge.id)}
              />
            </Stack>
          </ChallengeArticle>
        ))
      )}
    </Stack>
  );
}
