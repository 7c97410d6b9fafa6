// The route table of SPEC.md section 2 as data: path, onboarding gate, screen id, title key and whether the
// screen is built. app/routes.ts adds each screen's lazy loader; features and tests read the data alone.
import type { TranslationResources } from '@groeipad/i18n';

/** The screens that have a title and a one-line purpose in the `routes` namespace. */
export type ScreenId = keyof TranslationResources['routes']['screens'];

export type RouteEntry = {
  path: string;
  /** true: only after onboarding; otherwise the gate redirects (replace) to /onboarding/step-1. */
  gated: boolean;
  /** The screen's title and purpose live under routes:screens.<screen>. */
  screen: ScreenId;
  titleKey: `routes:screens.${ScreenId}.title`;
  /** 'coming-soon': the designed placeholder of a later issue; 'screen': a real screen with its own <h1>. */
  kind: 'coming-soon' | 'screen';
};

/** An entry that keeps its path and kind as literal types, so app/routes.ts must load every built screen. */
type Entry<P extends string, K extends RouteEntry['kind']> = RouteEntry & { path: P; kind: K };

function soon<P extends string>(
  path: P,
  screen: ScreenId,
  gated: boolean,
): Entry<P, 'coming-soon'> {
  return { path, gated, screen, titleKey: `routes:screens.${screen}.title`, kind: 'coming-soon' };
}

function real<P extends string>(path: P, screen: ScreenId, gated: boolean): Entry<P, 'screen'> {
  return { path, gated, screen, titleKey: `routes:screens.${screen}.title`, kind: 'screen' };
}

/** Available whether or not the user finished onboarding. */
const openRoutes = [
  soon('/test-onboarding', 'testOnboarding', false),
  soon('/test-filtering', 'testFiltering', false),
  soon('/test-ai-buddy', 'testAiBuddy', false),
  soon('/test-mpnet', 'testMpnet', false),
  soon('/test-bmad', 'testBmad', false),
  real('/test-database', 'testDatabase', false),
  real('/test-sync', 'testSync', false),
  soon('/test-v14-audit', 'testV14Audit', false),
  real('/v14-sync-status', 'v14SyncStatus', false),
  real('/pre-download', 'preDownload', false),
  real('/pwa-test', 'pwaTest', false),
  // The user id and type come from the query string: /ai-buddy?user=<id>&type=<MBTI>.
  real('/ai-buddy', 'aiBuddy', false),
  real('/ai-coaching', 'aiCoaching', false),
  real('/wellness-analysis', 'wellnessAnalysis', false),
  real('/ai3-action-plans', 'ai3ActionPlans', false),
  soon('/content-discovery', 'contentDiscovery', false),
  soon('/ai-orchestration', 'aiOrchestration', false),
  real('/discourse-support', 'discourseSupport', false),
  soon('/chatllm-rag', 'chatllmRag', false),
  real('/personal-coach', 'personalCoach', false),
  soon('/practical-applications', 'practicalApplications', false),
  soon('/individual-therapy-programs', 'individualTherapyPrograms', false),
  real('/active-imagination', 'activeImagination', false),
];

/** Only after onboarding. */
const gatedRoutes = [
  real('/', 'home', true),
  real('/streamlined', 'streamlined', true),
  real('/analytics', 'analytics', true),
  soon('/therapist', 'therapist', true),
  real('/chat', 'chat', true),
  // Added for issue 7: one contact's conversation, opened from the /chat list.
  real('/chat/:contactId', 'chat', true),
  real('/communities', 'communities', true),
  // Added for issue 19: the listing of every room and one room's live chat.
  real('/communities/all', 'communitiesAll', true),
  real('/communities/room/:roomId', 'communityRoom', true),
  real('/challenges', 'challenges', true),
  // Added for issue 20: one challenge of the library with the member's progress in it.
  real('/challenges/:id', 'challenges', true),
  real('/journaling', 'journaling', true),
  // Added to the spec's routes (docs/decisions/010): the parts of the daily core each get an address.
  real('/journaling/new', 'journalEntry', true),
  real('/journaling/entry/:id', 'journalEntry', true),
  real('/journaling/goals', 'dailyGoals', true),
  real('/journaling/moods', 'moods', true),
  real('/journaling/planning', 'planning', true),
  real('/tasks', 'tasks', true),
  real('/search', 'search', true),
  real('/profile', 'profile', true),
  real('/settings', 'settings', true),
  // Added for issue 6: sign in, sessions and delete account; linked from the settings screen.
  real('/account', 'account', true),
  soon('/met24-domains', 'met24Domains', true),
  soon('/universele-levensboom', 'met24Domains', true),
  real('/back-to-basics', 'backToBasics', true),
  real('/levensgebied/:id', 'lifeDomain', true),
  real('/holistic-wellness', 'holisticWellness', true),
  real('/wellness-assessment', 'wellnessAssessment', true),
  real('/develop-data', 'developData', true),
  real('/mock-test', 'mockTest', true),
  real('/onboarding-simulator', 'onboardingSimulator', true),
  soon('/upgrade-platinum', 'planSelection', true),
  soon('/upgrade-gold', 'planSelection', true),
];

type KnownRoute = (typeof openRoutes)[number] | (typeof gatedRoutes)[number];

export const routeTable: readonly KnownRoute[] = [...openRoutes, ...gatedRoutes];

/** The paths of the built screens: app/routes.ts holds exactly one loader for each. */
export type ScreenPath = Extract<KnownRoute, { kind: 'screen' }>['path'];

/** Only while NOT onboarded (onboarded users are sent to '/'); any other /onboarding/* goes to step-1. */
export const onboardingPaths = [1, 2, 3, 4, 5].map((n) => `/onboarding/step-${n}`);
