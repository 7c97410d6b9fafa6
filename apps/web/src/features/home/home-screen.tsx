// Home: greeting, today's mood, goals, due tasks, streak, today's challenge, due life areas, a coach question and shortcuts, as a grid.
import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { ChallengeHomeSlot } from './challenge-home-slot';
import { CoachPromptCard } from './coach-prompt-card';
import { DueTasksCard } from './due-tasks-card';
import { GreetingHeader } from './greeting-header';
import classes from './home-grid.module.css';
import { HomeLayoutContext } from './home-layout';
import { HomeReadyProvider, useHomeReadiness } from './home-ready';
import { LifeProgressDueCard } from './life-progress-due-card';
import { LoadingSection } from './loading-sections';
import { MissingProfileCard } from './missing-profile-card';
import { MoodCheckInCard } from './mood-check-in-card';
import { ShortcutTiles } from './shortcuts';
import { StreakCard } from './streak-card';
import { TodayGoalsCard } from './today-goals-card';

export function HomeScreen() {
  const state = useCurrentUser();
  const now = useNow();
  const readiness = useHomeReadiness();
  const ready = state.status === 'missing' || (state.status === 'ready' && readiness.ready);
  return (
    <HomeReadyProvider value={readiness.report}>
      <HomeLayoutContext.Provider value="grid">
        <Stack
          gap="lg"
          data-testid="home"
          data-layout="grid"
          data-screen-ready={ready ? 'home' : undefined}
        >
          <GreetingHeader state={state} now={now} />
          {state.status === 'loading' ? (
            <div className={classes.cards}>
              <LoadingSection />
              <LoadingSection />
              <LoadingSection />
              <LoadingSection />
            </div>
          ) : null}
          {state.status === 'missing' ? <MissingProfileCard /> : null}
          {state.status === 'ready' ? (
            <>
              <div className={classes.cards}>
                <MoodCheckInCard userId={state.user.id} now={now} />
                <StreakCard userId={state.user.id} now={now} />
                <TodayGoalsCard userId={state.user.id} now={now} />
                <DueTasksCard userId={state.user.id} now={now} />
              </div>
              {/* Today's challenge and the challenge streak, loaded after the first screen. */}
              <ChallengeHomeSlot userId={state.user.id} type={state.user.mbtiType} />
              {/* Only when a life area's update is due; full width, as the areas list reads in one column. */}
              <LifeProgressDueCard userId={state.user.id} now={now} />
              {/* Full width: a question reads better on one long line than squeezed into half. */}
              <CoachPromptCard type={state.user.mbtiType} now={now} />
            </>
          ) : null}
          <ShortcutTiles />
        </Stack>
      </HomeLayoutContext.Provider>
    </HomeReadyProvider>
  );
}
