// Every route of lib/route-table.ts with its lazily loaded screen: router.tsx builds the routes from it.
import type { ComponentType } from 'react';
import { routeTable, type RouteEntry, type ScreenId, type ScreenPath } from '../lib/route-table';

export type LazyRoute = RouteEntry & { load: () => Promise<ComponentType> };

type Loader = LazyRoute['load'];

/** Screens drawn with the first-screen texts alone (firstScreenNamespaces); every other one waits for all. */
const FIRST_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['home', 'streamlined']);

/** Resolves once the active language's second text chunk is in (decision 022); never rejects. */
export function allTexts(): Promise<void> {
  return import('./i18n').then((m) => m.allTextsReady);
}

const waiting = new WeakMap<Loader, Loader>();

/**
 * The screen's code and, unless it is a first screen, the rest of the language's texts (decision 022).
 * One wrapper per loader, so two paths of one screen keep sharing their loader.
 */
function withTexts(screen: ScreenId, load: Loader): Loader {
  if (FIRST_SCREENS.has(screen)) return load;
  const known = waiting.get(load);
  if (known) return known;
  const wrapped: Loader = () => Promise.all([load(), allTexts()]).then(([component]) => component);
  waiting.set(load, wrapped);
  return wrapped;
}

function comingSoon(screen: ScreenId): Loader {
  return () =>
    import('../features/coming-soon/coming-soon-screen').then((m) => m.comingSoonScreen(screen));
}

const syncStatus: Loader = () =>
  import('../features/diagnostics/sync-status-screen').then((m) => m.SyncStatusScreen);
const entryEditor: Loader = () =>
  import('../features/journaling/entry-editor-screen').then((m) => m.EntryEditorScreen);

/** One loader per built screen; the type makes a route marked 'screen' without a loader a type error. */
const screens: Record<ScreenPath, Loader> = {
  '/test-database': () =>
    import('../features/diagnostics/test-database-screen').then((m) => m.TestDatabaseScreen),
  '/test-sync': syncStatus,
  '/v14-sync-status': syncStatus,
  '/pre-download': () =>
    import('../features/pwa/pre-download-screen').then((m) => m.PreDownloadScreen),
  '/pwa-test': () => import('../features/pwa/pwa-test-screen').then((m) => m.PwaTestScreen),
  '/ai-buddy': () => import('./routes-ai-buddy').then((m) => m.AiBuddyRoute),
  '/ai-coaching': () => import('../features/coach/coach-screen').then((m) => m.AiCoachingScreen),
  '/wellness-analysis': () =>
    import('../features/wellness-analysis/wellness-analysis-screen').then(
      (m) => m.WellnessAnalysisScreen,
    ),
  '/ai3-action-plans': () =>
    import('../features/action-plans/action-plans-screen').then((m) => m.ActionPlansScreen),
  '/personal-coach': () =>
    import('../features/coach/coach-screen').then((m) => m.PersonalCoachScreen),
  '/active-imagination': () =>
    import('../features/imagination/imagination-screen').then((m) => m.ImaginationScreen),
  '/': () => import('../features/home/home-screen').then((m) => m.HomeScreen),
  '/streamlined': () =>
    import('../features/home/streamlined-screen').then((m) => m.StreamlinedScreen),
  '/analytics': () =>
    import('../features/analytics/analytics-screen').then((m) => m.AnalyticsScreen),
  '/chat': () => import('../features/chat/chat-screen').then((m) => m.ChatScreen),
  '/chat/:contactId': () => import('../features/chat/contact-screen').then((m) => m.ContactScreen),
  '/communities': () =>
    import('../features/community/communities-screen').then((m) => m.CommunitiesScreen),
  '/communities/all': () =>
    import('../features/community/all-communities-screen').then((m) => m.AllCommunitiesScreen),
  '/communities/room/:roomId': () =>
    import('../features/community/room-screen').then((m) => m.RoomScreen),
  '/discourse-support': () =>
    import('../features/community/discourse-support-screen').then((m) => m.DiscourseSupportScreen),
  '/challenges': () =>
    import('../features/challenges/challenges-screen').then((m) => m.ChallengesScreen),
  '/challenges/:id': () =>
    import('../features/challenges/challenge-detail-screen').then((m) => m.ChallengeDetailScreen),
  '/journaling': () =>
    import('../features/journaling/journaling-screen').then((m) => m.JournalingScreen),
  '/journaling/new': entryEditor,
  '/journaling/entry/:id': entryEditor,
  '/journaling/goals': () =>
    import('../features/daily-goals/daily-goals-screen').then((m) => m.DailyGoalsScreen),
  '/journaling/moods': () => import('../features/moods/moods-screen').then((m) => m.MoodsScreen),
  '/journaling/planning': () =>
    import('../features/planning/planning-screen').then((m) => m.PlanningScreen),
  '/tasks': () => import('../features/tasks/tasks-screen').then((m) => m.TasksScreen),
  '/search': () => import('../features/search/search-screen').then((m) => m.SearchScreen),
  '/profile': () => import('../features/profile/profile-screen').then((m) => m.ProfileScreen),
  '/settings': () => import('../features/settings/settings-screen').then((m) => m.SettingsScreen),
  '/account': () => import('../features/account/account-screen').then((m) => m.AccountScreen),
  '/back-to-basics': () =>
    import('../features/back-to-basics/back-to-basics-screen').then((m) => m.BackToBasicsScreen),
  '/levensgebied/:id': () =>
    import('../features/life-areas/life-area-screen').then((m) => m.LifeAreaScreen),
  '/holistic-wellness': () =>
    import('../features/holistic-wellness/holistic-wellness-screen').then(
      (m) => m.HolisticWellnessScreen,
    ),
  '/wellness-assessment': () =>
    import('../features/holistic-wellness/wellness-assessment-screen').then(
      (m) => m.WellnessAssessmentScreen,
    ),
  '/develop-data': () =>
    import('../features/develop-data/develop-data-screen').then((m) => m.DevelopDataScreen),
  '/mock-test': () =>
    import('../features/mock-test/mock-test-screen').then((m) => m.MockTestScreen),
  '/onboarding-simulator': () =>
    import('./routes-onboarding').then((m) => m.OnboardingSimulatorRoute),
};

function loaderOf(route: (typeof routeTable)[number]): Loader {
  return route.kind === 'screen' ? screens[route.path] : comingSoon(route.screen);
}

export const lazyRoutes: readonly LazyRoute[] = routeTable.map((route) => ({
  ...route,
  load: withTexts(route.screen, loaderOf(route)),
}));
