// /challenges: today's picks, the runs in progress, the library, the type community's challenges, rewards and
// the member's statistics, as tabs (the open tab lives in ?tab= so the back button and links keep it).
import type { MbtiType } from '@groeipad/domain';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DailyScreen } from '../../components/daily/daily-screen';
import { ActiveTab } from './active-tab';
import {
  useChallengeActions,
  useChallengeProgress,
} from '../../lib/challenges/use-challenge-progress';
import { useTodayPicks } from '../../lib/challenges/use-today-picks';
import { ChallengesReadError } from '../../components/challenges/read-error';
import { CHALLENGE_NAMESPACES } from '../../components/challenges/challenge-texts';
import { CommunityTab } from './community-tab';
import { DiscoverTab } from './discover-tab';
import { RewardsTab } from './rewards-tab';
import { StatsTab } from './stats-tab';
import { TodayTab } from './today-tab';
import { useToday } from '../../lib/challenges/use-today';

export const CHALLENGE_TABS = [
  'today',
  'active',
  'discover',
  'community',
  'rewards',
  'stats',
] as const;
export type ChallengeTab = (typeof CHALLENGE_TABS)[number];

function tabOf(value: string | null): ChallengeTab {
  return CHALLENGE_TABS.find((tab) => tab === value) ?? 'today';
}

export function ChallengesScreen() {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  return (
    <DailyScreen
      title={t('routes:screens.challenges.title')}
      intro={t('routes:screens.challenges.description')}
      loadingLabel={t('challenges:ui.loading')}
      noUser={{
        title: t('insights:wellnessAnalysis.noUser.title'),
        body: t('challenges:ui.noUserBody'),
        action: t('insights:wellnessAnalysis.noUser.action'),
      }}
      skeletonHeights={[48, 200, 200]}
      tabs={false}
    >
      {(userId, user) => <ChallengesView userId={userId} type={user.mbtiType} />}
    </DailyScreen>
  );
}

function ChallengesView({ userId, type }: { userId: string; type: MbtiType }) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const today = useToday();
  const state = useChallengeProgress(userId);
  const actions = useChallengeActions(userId);
  const picks = useTodayPicks(userId, type, today, state.progress);

  const select = (value: string | null) => {
    const next = tabOf(value);
    setParams(next === 'today' ? {} : { tab: next }, { replace: true });
  };

  return (
    <Tabs value={tab} onChange={select} keepMounted={false} data-testid="challenges-screen">
      {/* The six tabs wrap onto a second row on a phone rather than scroll out of sight. */}
      <Tabs.List aria-label={t('challenges:ui.tabsLabel')} mb="md">
        {CHALLENGE_TABS.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`challenges-tab-${value}`}>
            {t(`challenges:ui.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {state.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('challenges:ui.loading')}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : null}
      {state.status === 'error' ? <ChallengesReadError onRetry={state.retry} /> : null}
      {state.status === 'ready' && state.progress ? (
        <>
          <Tabs.Panel value="today">
            <TodayTab picks={picks} progress={state.progress} today={today} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="active">
            <ActiveTab progress={state.progress} today={today} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="discover">
            <DiscoverTab type={type} progress={state.progress} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="community">
            <CommunityTab type={type} today={today} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="rewards">
            <RewardsTab progress={state.progress} />
          </Tabs.Panel>
          <Tabs.Panel value="stats">
            <StatsTab
              progress={state.progress}
              today={today}
              restDays={state.restDays}
              onRestDays={actions.setRestDays}
            />
          </Tabs.Panel>
        </>
      ) : null}
    </Tabs>
  );
}
