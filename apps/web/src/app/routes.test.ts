import { resources } from '@groeipad/i18n';
import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { onboardingPaths } from '../lib/route-table';
import { lazyRoutes } from './routes';

/** SPEC.md section 2, "Available in both states". */
const open = [
  '/test-onboarding',
  '/test-filtering',
  '/test-ai-buddy',
  '/test-mpnet',
  '/test-bmad',
  '/test-database',
  '/test-sync',
  '/test-v14-audit',
  '/v14-sync-status',
  '/pre-download',
  '/pwa-test',
  '/ai-buddy',
  '/ai-coaching',
  '/wellness-analysis',
  '/ai3-action-plans',
  '/content-discovery',
  '/ai-orchestration',
  '/discourse-support',
  '/chatllm-rag',
  '/personal-coach',
  '/practical-applications',
  '/individual-therapy-programs',
  '/active-imagination',
];

/** SPEC.md section 2, "When onboarded", plus the daily-core addresses of docs/decisions/010, /account, /chat/:contactId and the community's listing and room (issue 19). */
const gated = [
  '/',
  '/streamlined',
  '/analytics',
  '/therapist',
  '/chat',
  '/chat/:contactId',
  '/communities',
  '/communities/all',
  '/communities/room/:roomId',
  '/challenges',
  '/challenges/:id',
  '/journaling',
  '/journaling/new',
  '/journaling/entry/:id',
  '/journaling/goals',
  '/journaling/moods',
  '/journaling/planning',
  '/tasks',
  '/search',
  '/profile',
  '/settings',
  '/account',
  '/met24-domains',
  '/universele-levensboom',
  '/back-to-basics',
  '/levensgebied/:id',
  '/holistic-wellness',
  '/wellness-assessment',
  '/develop-data',
  '/mock-test',
  '/onboarding-simulator',
  '/upgrade-platinum',
  '/upgrade-gold',
];

function entry(path: string) {
  const found = lazyRoutes.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

describe('route table', () => {
  it('holds exactly the paths of SPEC.md section 2, each once', () => {
    const paths = lazyRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...open, ...gated].sort());
  });

  it('gates exactly the "when onboarded" routes', () => {
    expect(lazyRoutes.filter((r) => !r.gated).map((r) => r.path)).toEqual(open);
    expect(lazyRoutes.filter((r) => r.gated).map((r) => r.path)).toEqual(gated);
  });

  it('shows one screen for the MET2.4 paths and one plan selection for both upgrades', () => {
    expect(entry('/universele-levensboom').screen).toBe(entry('/met24-domains').screen);
    expect(entry('/upgrade-gold').screen).toBe(entry('/upgrade-platinum').screen);
    expect(entry('/upgrade-gold').screen).toBe('planSelection');
    expect(entry('/test-sync').load).toBe(entry('/v14-sync-status').load);
  });

  it('wires the agreed screens of the other features, and home', { timeout: 30_000 }, async () => {
    const names = {
      '/': 'HomeScreen',
      '/settings': 'SettingsScreen',
      '/account': 'AccountScreen',
      '/test-database': 'TestDatabaseScreen',
      '/test-sync': 'SyncStatusScreen',
      '/v14-sync-status': 'SyncStatusScreen',
      '/pwa-test': 'PwaTestScreen',
      '/pre-download': 'PreDownloadScreen',
      '/profile': 'ProfileScreen',
      '/mock-test': 'MockTestScreen',
      '/onboarding-simulator': 'OnboardingSimulatorRoute',
      '/streamlined': 'StreamlinedScreen',
      '/analytics': 'AnalyticsScreen',
      '/journaling': 'JournalingScreen',
      '/journaling/new': 'EntryEditorScreen',
      '/journaling/entry/:id': 'EntryEditorScreen',
      '/journaling/goals': 'DailyGoalsScreen',
      '/journaling/moods': 'MoodsScreen',
      '/journaling/planning': 'PlanningScreen',
      '/tasks': 'TasksScreen',
      '/search': 'SearchScreen',
      '/wellness-analysis': 'WellnessAnalysisScreen',
      '/ai3-action-plans': 'ActionPlansScreen',
      '/active-imagination': 'ImaginationScreen',
      '/chat': 'ChatScreen',
      '/chat/:contactId': 'ContactScreen',
      '/communities': 'CommunitiesScreen',
      '/communities/all': 'AllCommunitiesScreen',
      '/communities/room/:roomId': 'RoomScreen',
      '/challenges': 'ChallengesScreen',
      '/challenges/:id': 'ChallengeDetailScreen',
      '/discourse-support': 'DiscourseSupportScreen',
      '/ai-coaching': 'AiCoachingScreen',
      '/personal-coach': 'PersonalCoachScreen',
      '/levensgebied/:id': 'LifeAreaScreen',
      '/back-to-basics': 'BackToBasicsScreen',
      '/holistic-wellness': 'HolisticWellnessScreen',
      '/wellness-assessment': 'WellnessAssessmentScreen',
      '/develop-data': 'DevelopDataScreen',
    };
    for (const [path, name] of Object.entries(names)) {
      expect(entry(path).kind, path).toBe('screen');
      expect((await entry(path).load()).name, path).toBe(name);
    }
    const built = lazyRoutes.filter((r) => r.kind === 'screen').map((r) => r.path);
    expect(built.sort()).toEqual([...Object.keys(names), '/ai-buddy'].sort());
  });

  it.each(supportedLanguages)('has a title and a purpose for every screen in %s', (lng) => {
    const screens: Record<string, { title: string; description: string }> =
      resources[lng].routes.screens;
    for (const route of lazyRoutes) {
      expect(route.titleKey).toBe(`routes:screens.${route.screen}.title`);
      expect(screens[route.screen]?.title, `${lng} ${route.path}`).toMatch(/\S/);
      expect(screens[route.screen]?.description, `${lng} ${route.path}`).toMatch(/\S/);
    }
  });

  it('loads every screen lazily as a component', async () => {
    for (const route of lazyRoutes) {
      expect(typeof (await route.load()), route.path).toBe('function');
    }
  });

  it('lists the five onboarding step paths', () => {
    expect(onboardingPaths).toEqual([
      '/onboarding/step-1',
      '/onboarding/step-2',
      '/onboarding/step-3',
      '/onboarding/step-4',
      '/onboarding/step-5',
    ]);
  });
});
