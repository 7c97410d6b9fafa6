// The home card: today's first open challenge (or that all are done) and the overall challenge streak.
// Loaded lazily by features/home/challenge-home-slot.tsx, so the first route does not carry it.
import type { MbtiType } from '@groeipad/domain';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../home/section-card';
import { useChallengeActions, useChallengeProgress, useTodayPicks } from './challenge-data';
import { ChallengeMeta } from './challenge-meta';
import { CHALLENGE_NAMESPACES, challengeTitle } from './challenge-texts';
import { DoneControls } from './done-controls';
import { doneOn } from './today-tab';
import { useToday } from './use-today';

export function ChallengeHomeCard({ userId, type }: { userId: string; type: MbtiType }) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const today = useToday();
  const state = useChallengeProgress(userId);
  const actions = useChallengeActions(userId);
  const picks = useTodayPicks(userId, type, today, state.progress);
  const progress = state.progress;
  if (state.status === 'error') return null;
  const open = progress && picks?.find((c) => !doneOn(progress, c.id, today.localDate));
  return (
    <SectionCard
      id="home-challenge"
      title={t('challenges:ui.home.title')}
      testId="home-challenge"
      aside={
        <Anchor component={Link} to="/challenges" size="sm">
          {t('challenges:ui.home.open')}
        </Anchor>
      }
    >
      {!progress || !picks ? (
        <Skeleton h={72} aria-hidden="true" />
      ) : (
        <Stack gap="sm">
          {progress.streak.current > 0 ? (
            <Group gap="xs" wrap="nowrap">
              <Text span aria-hidden="true">
                🔥
              </Text>
              <Text span fw={600} data-testid="home-challenge-streak">
                {t('challenges:ui.home.streak', { count: progress.streak.current })}
              </Text>
            </Group>
          ) : null}
          {open ? (
            <Stack gap="xs">
              <Anchor component={Link} to={`/challenges/${open.id}`} fw={600} c="inherit">
                {challengeTitle(t, open)}
              </Anchor>
              <ChallengeMeta challenge={open} />
              <DoneControls
                challenge={open}
                doneToday={false}
                onDone={() => actions.markDone(open.id)}
                onUndo={() => actions.undo(open.id)}
              />
            </Stack>
          ) : (
            <Text c="teal" fw={600}>
              {t('challenges:ui.home.allDone')}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
