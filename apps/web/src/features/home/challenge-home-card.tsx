// The home card: today's first open challenge (or that all are done) and the overall challenge streak.
// Loaded lazily by challenge-home-slot.tsx, so the first route does not carry it.
import type { MbtiType } from '@groeipad/domain';
import { currentLanguage, ensureLanguage } from '@groeipad/i18n';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SectionCard } from './section-card';
import {
  useChallengeActions,
  useChallengeProgress,
} from '../../lib/challenges/use-challenge-progress';
import { useTodayPicks } from '../../lib/challenges/use-today-picks';
import { ChallengeMeta } from '../../components/challenges/challenge-meta';
import { CHALLENGE_NAMESPACES, challengeTitle } from '../../components/challenges/challenge-texts';
import { DoneControls } from '../../components/challenges/done-controls';
import { doneOn } from '../../lib/challenges/done-on';
import { useToday } from '../../lib/challenges/use-today';

const FIRE = '🔥';

/** `Frame` is the home's SectionCard, handed in by the slot so this chunk does not import it. */
type Props = { userId: string; type: MbtiType; Frame: typeof SectionCard };

/** The `challenges` texts are not first-screen texts: the card waits for the language's second chunk. */
function useChallengeTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace('challenges'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void ensureLanguage(i18n, currentLanguage(i18n)).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready;
}

export function ChallengeHomeCard(props: Props) {
  return useChallengeTexts() ? <ChallengeCard {...props} /> : null;
}

function ChallengeCard({ userId, type, Frame }: Props) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const today = useToday();
  const state = useChallengeProgress(userId);
  const actions = useChallengeActions(userId);
  const picks = useTodayPicks(userId, type, today, state.progress);
  const progress = state.progress;
  if (state.status === 'error') return null;
  const open = progress && picks?.find((c) => !doneOn(progress, c.id, today.localDate));
  return (
    <Frame
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
                {FIRE}
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
    </Frame>
  );
}
