// The calm home (/streamlined): the same sections as home in one quiet column, links instead of tiles.
import { Box, Card, Divider, Stack } from '@mantine/core';
import { useCurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { CoachPromptCard } from './coach-prompt-card';
import { DueTasksCard } from './due-tasks-card';
import { LifeProgressDueCard } from './life-progress-due-card';
import { GreetingHeader } from './greeting-header';
import { HomeLayoutContext } from './home-layout';
import { HomeReadyProvider, useHomeReadiness } from './home-ready';
import { LoadingSection } from './loading-sections';
import { MissingProfileCard } from './missing-profile-card';
import { MoodCheckInCard } from './mood-check-in-card';
import { ShortcutList } from './shortcuts';
import { StreakCard } from './streak-card';
import { TodayGoalsCard } from './today-goals-card';

export function StreamlinedScreen() {
  const state = useCurrentUser();
  const now = useNow();
  const readiness = useHomeReadiness();
  const ready = state.status === 'missing' || (state.status === 'ready' && readiness.ready);
  return (
    <HomeReadyProvider value={readiness.report}>
      <HomeLayoutContext.Provider value="calm">
        <Box
          maw={560}
          mx="auto"
          py="md"
          data-testid="home"
          data-layout="calm"
          data-screen-ready={ready ? 'home' : undefined}
        >
          {/* One frosted sheet without borders: the background stays calm behind readable text. */}
          <Card radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap={40}>
              <GreetingHeader state={state} now={now} />
              {state.status === 'loading' ? <LoadingSection /> : null}
              {state.status === 'missing' ? <MissingProfileCard /> : null}
              {state.status === 'ready' ? (
                <>
                  <MoodCheckInCard userId={state.user.id} now={now} />
                  <TodayGoalsCard userId={state.user.id} now={now} />
                  <DueTasksCard userId={state.user.id} now={now} />
                  <LifeProgressDueCard userId={state.user.id} now={now} />
                  <StreakCard userId={state.user.id} now={now} />
                  <CoachPromptCard type={state.user.mbtiType} now={now} />
                </>
              ) : null}
              <Divider />
              <ShortcutList />
            </Stack>
          </Card>
        </Box>
      </HomeLayoutContext.Provider>
    </HomeReadyProvider>
  );
}
