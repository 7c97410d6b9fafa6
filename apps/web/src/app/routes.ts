// The route table of SPEC.md section 2 as data: path, lazily loaded screen, onboarding gate and title key.
// router.tsx builds the routes from it; tests and the diagnostics screens iterate it.
import type { ComponentType } from 'react';
import type { ScreenId } from '../features/coming-soon/screen-id';

export type RouteEntry = {
  path: string;
  /** true: only after onboarding; otherwise the gate redirects (replace) to /onboarding/step-1. */
  gated: boolean;
  /** The screen's title and purpose live under routes:screens.<screen>. */
  screen: ScreenId;
  titleKey: `routes:screens.${ScreenId}.title`;
  /** 'coming-soon': the designed placeholder of a later issue; 'screen': a real screen with its own <h1>. */
  kind: 'coming-soon' | 'screen';
  load: () => Promise<ComponentType>;
};

type Loader = RouteEntry['load'];

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

function soon(path: string, screen: ScreenId, gated: boolean): RouteEntry {
  const load: Loader = () =>
    import('../features/coming-soon/coming-soon-screen').then((m) => m.comingSoonScreen(screen));
  return {
    path,
    gated,
    screen,
    titleKey: `routes:screens.${screen}.title`,
    kind: 'coming-soon',
    load: withTexts(screen, load),
  };
}

function real(path: string, screen: ScreenId, gated: boolean, load: Loader): RouteEntry {
  return {
    path,
    gated,
    screen,
    titleKey: `routes:screens.${screen}.title`,
    kind: 'screen',
    load: withTexts(screen, load),
  };
}

const testDatabase: Loader = () =>
  import('../features/diagnostics/test-database-screen').then((m) => m.TestDatabaseScreen);
const syncStatus: Loader = () =>
  import('../features/diagnostics/sync-status-screen').then((m) => m.SyncStatusScreen);
const pwaTest: Loader = () =>
  import('../features/pwa/pwa-test-screen').then((m) => m.PwaTestScreen);
const preDownload: Loader = () =>
  import('../features/pwa/pre-download-screen').then((m) => m.PreDownloadScreen);
const entryEditor: Loader = () =>
  import('../features/journaling/entry-editor-screen').then((m) => m.EntryEditorScreen);
const settings: Loader = () =>
  import('../features/settings/settings-screen').then((m) => m.SettingsScreen);

/** Available whether or not the user finished onboarding. */
const openRoutes: RouteEntry[] = [
  soon('/test-onboarding', 'testOnboarding', false),
  soon('/test-filtering', 'testFiltering', false),
  soon('/test-ai-buddy', 'testAiBuddy', false),
  soon('/test-mpnet', 'testMpnet', false),
  soon('/test-bmad', 'testBmad', false),
  real('/test-database', 'testDatabase', false, testDatabase),
  real('/test-sync', 'testSync', false, syncStatus),
  soon('/test-v14-audit', 'testV14Audit', false),
  real('/v14-sync-status', 'v14SyncStatus', false, syncStatus),
  real('/pre-download', 'preDownload', false, preDownload),
  real('/pwa-test', 'pwaTest', false, pwaTest),
  // The user id and type come from the query string: /ai-buddy?user=<id>&type=<MBTI>.
  real('/ai-buddy', 'aiBuddy', false, () =>
    import('./routes-ai-buddy').then((m) => m.AiBuddyRoute),
  ),
  real('/ai-coaching', 'aiCoaching', false, () =>
    import('../features/coach/coach-screen').then((m) => m.AiCoachingScreen),
  ),
  real('/wellness-analysis', 'wellnessAnalysis', false, () =>
    import('../features/wellness-analysis/wellness-analysis-screen').then(
      (m) => m.WellnessAnalysisScreen,
    ),
  ),
  real('/ai3-action-plans', 'ai3ActionPlans', false, () =>
    import('../features/action-plans/action-plans-screen').then((m) => m.ActionPlansScreen),
  ),
  soon('/content-discovery', 'contentDiscovery', false),
  soon('/ai-orchestration', 'aiOrchestration', false),
  soon('/discourse-support', 'discourseSupport', false),
  soon('/chatllm-rag', 'chatllmRag', false),
  real('/personal-coach', 'personalCoach', false, () =>
    import('../features/coach/coach-screen').then((m) => m.PersonalCoachScreen),
  ),
  soon('/practical-applications', 'practicalApplications', false),
  soon('/individual-therapy-programs', 'individualTherapyPrograms', false),
  real('/active-imagination', 'activeImagination', false, () =>
    import('../features/imagination/imagination-screen').then((m) => m.ImaginationScreen),
  ),
];

/** Only after onboarding. */
const gatedRoutes: RouteEntry[] = [
  real('/', 'home', true, () => import('../features/home/home-screen').then((m) => m.HomeScreen)),
  real('/streamlined', 'streamlined', true, () =>
    import('../features/home/streamlined-screen').then((m) => m.StreamlinedScreen),
  ),
  real('/analytics', 'analytics', true, () =>
    import('../features/analytics/analytics-screen').then((m) => m.AnalyticsScreen),
  ),
  soon('/therapist', 'therapist', true),
  real('/chat', 'chat', true, () =>
    import('../features/chat/chat-screen').then((m) => m.ChatScreen),
  ),
  // Added for issue 7: one contact's conversation, opened from the /chat list.
  real('/chat/:contactId', 'chat', true, () =>
    import('../features/chat/contact-screen').then((m) => m.ContactScreen),
  ),
  soon('/communities', 'communities', true),
  soon('/challenges', 'challenges', true),
  real('/journaling', 'journaling', true, () =>
    import('../features/journaling/journaling-screen').then((m) => m.JournalingScreen),
  ),
  // Added to the spec's routes (docs/decisions/010): the parts of the daily core each get an address.
  real('/journaling/new', 'journalEntry', true, entryEditor),
  real('/journaling/entry/:id', 'journalEntry', true, entryEditor),
  real('/journaling/goals', 'dailyGoals', true, () =>
    import('../features/daily-goals/daily-goals-screen').then((m) => m.DailyGoalsScreen),
  ),
  real('/journaling/moods', 'moods', true, () =>
    import('../features/moods/moods-screen').then((m) => m.MoodsScreen),
  ),
  real('/journaling/planning', 'planning', true, () =>
    import('../features/planning/planning-screen').then((m) => m.PlanningScreen),
  ),
  real('/tasks', 'tasks', true, () =>
    import('../features/tasks/tasks-screen').then((m) => m.TasksScreen),
  ),
  real('/search', 'search', true, () =>
    import('../features/search/search-screen').then((m) => m.SearchScreen),
  ),
  real('/profile', 'profile', true, () =>
    import('../features/profile/profile-screen').then((m) => m.ProfileScreen),
  ),
  real('/settings', 'settings', true, settings),
  // Added for issue 6: sign in, sessions and delete account; linked from the settings screen.
  real('/account', 'account', true, () =>
    import('../features/account/account-screen').then((m) => m.AccountScreen),
  ),
  soon('/met24-domains', 'met24Domains', true),
  soon('/universele-levensboom', 'met24Domains', true),
  real('/back-to-basics', 'backToBasics', true, () =>
    import('../features/back-to-basics/back-to-basics-screen').then((m) => m.BackToBasicsScreen),
  ),
  real('/levensgebied/:id', 'lifeDomain', true, () =>
    import('../features/life-areas/life-area-screen').then((m) => m.LifeAreaScreen),
  ),
  real('/holistic-wellness', 'holisticWellness', true, () =>
    import('../features/holistic-wellness/holistic-wellness-screen').then(
      (m) => m.HolisticWellnessScreen,
    ),
  ),
  real('/wellness-assessment', 'wellnessAssessment', true, () =>
    import('../features/holistic-wellness/wellness-assessment-screen').then(
      (m) => m.WellnessAssessmentScreen,
    ),
  ),
  real('/develop-data', 'developData', true, () =>
    import('../features/develop-data/develop-data-screen').then((m) => m.DevelopDataScreen),
  ),
  real('/mock-test', 'mockTest', true, () =>
    import('../features/mock-test/mock-test-screen').then((m) => m.MockTestScreen),
  ),
  real('/onboarding-simulator', 'onboardingSimulator', true, () =>
    import('./routes-onboarding').then((m) => m.OnboardingSimulatorRoute),
  ),
  soon('/upgrade-platinum', 'planSelection', true),
  soon('/upgrade-gold', 'planSelection', true),
];

export const routeTable: readonly RouteEntry[] = [...openRoutes, ...gatedRoutes];

/** Only while NOT onboarded (onboarded users are sent to '/'); any other /onboarding/* goes to step-1. */
export const onboardingPaths = [1, 2, 3, 4, 5].map((n) => `/onboarding/step-${n}`);
