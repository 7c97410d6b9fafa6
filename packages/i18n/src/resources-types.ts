// The shape of the translations: Dutch, the source language, is the type every screen translates against.
import type { Namespace } from './namespaces';
import type nlCommon from '../locales/nl/common.json';
import type nlStorage from '../locales/nl/storage.json';
import type nlHome from '../locales/nl/home.json';
import type nlMbti from '../locales/nl/mbti.json';
import type nlRoutes from '../locales/nl/routes.json';
import type nlShell from '../locales/nl/shell.json';
import type nlDiagnostics from '../locales/nl/diagnostics.json';
import type nlPwa from '../locales/nl/pwa.json';
import type nlSettings from '../locales/nl/settings.json';
import type nlPersonality from '../locales/nl/personality.json';
import type nlWellness from '../locales/nl/wellness.json';
import type nlTypes from '../locales/nl/types.json';
import type nlOnboarding from '../locales/nl/onboarding.json';
import type nlProfile from '../locales/nl/profile.json';
import type nlDaily from '../locales/nl/daily.json';
import type nlJournal from '../locales/nl/journal.json';
import type nlGoals from '../locales/nl/goals.json';
import type nlMoods from '../locales/nl/moods.json';
import type nlPlanning from '../locales/nl/planning.json';
import type nlTasks from '../locales/nl/tasks.json';
import type nlAnalytics from '../locales/nl/analytics.json';
import type nlSearch from '../locales/nl/search.json';
import type nlAccount from '../locales/nl/account.json';
import type nlChat from '../locales/nl/chat.json';
import type nlInsights from '../locales/nl/insights.json';
import type nlImagination from '../locales/nl/imagination.json';
import type nlCoach from '../locales/nl/coach.json';
import type nlWellnessCheck from '../locales/nl/wellnessCheck.json';
import type nlLifeAreas from '../locales/nl/lifeAreas.json';
import type nlProgress from '../locales/nl/progress.json';
import type nlCommunity from '../locales/nl/community.json';
import type nlChallenges from '../locales/nl/challenges.json';

/** Dutch is the source language: its shape is the type every screen translates against. */
export type SourceResources = {
  common: typeof nlCommon;
  storage: typeof nlStorage;
  home: typeof nlHome;
  mbti: typeof nlMbti;
  routes: typeof nlRoutes;
  shell: typeof nlShell;
  diagnostics: typeof nlDiagnostics;
  pwa: typeof nlPwa;
  settings: typeof nlSettings;
  personality: typeof nlPersonality;
  wellness: typeof nlWellness;
  types: typeof nlTypes;
  onboarding: typeof nlOnboarding;
  profile: typeof nlProfile;
  daily: typeof nlDaily;
  journal: typeof nlJournal;
  goals: typeof nlGoals;
  moods: typeof nlMoods;
  planning: typeof nlPlanning;
  tasks: typeof nlTasks;
  analytics: typeof nlAnalytics;
  search: typeof nlSearch;
  account: typeof nlAccount;
  chat: typeof nlChat;
  insights: typeof nlInsights;
  imagination: typeof nlImagination;
  coach: typeof nlCoach;
  wellnessCheck: typeof nlWellnessCheck;
  lifeAreas: typeof nlLifeAreas;
  progress: typeof nlProgress;
  community: typeof nlCommunity;
  challenges: typeof nlChallenges;
};

/**
 * Other locales differ from nl only in plural forms (ja/ko: _other only; es/fr: also _many); they are
 * typed as nl's shape and the completeness test checks the rest.
 */
export type LocaleResources = Record<Namespace, Record<string, unknown>>;
