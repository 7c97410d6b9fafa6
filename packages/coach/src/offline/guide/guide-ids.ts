// The techniques the offline coach walks a user through when they ask for help, and which fit each topic.
import type { JournalPromptId } from '@groeipad/domain';
import type { MbtiPole } from '../ids';

export const GUIDE_TECHNIQUES = [
  'breathing',
  'grounding',
  'behavioural_activation',
  'cognitive_reframing',
  'worry_time',
  'sleep_hygiene',
  'problem_solving',
  'values',
  'smart_goals',
  'self_compassion',
  'social_contact',
] as const;
export type GuideTechnique = (typeof GUIDE_TECHNIQUES)[number];

export const GUIDE_TOPICS = [
  'stress',
  'sleep',
  'worry',
  'low_mood',
  'motivation',
  'goals',
  'relationships',
  'work',
  'self_esteem',
  'loneliness',
  'anger',
  'habits',
  'decisions',
  'general',
] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

/** Best first, then an alternative; both evidence-based for the topic (CBT, ACT, CFI, sleep hygiene). */
export const TOPIC_PLANS: Record<GuideTopic, readonly [GuideTechnique, GuideTechnique]> = {
  stress: ['breathing', 'grounding'],
  sleep: ['sleep_hygiene', 'breathing'],
  worry: ['worry_time', 'cognitive_reframing'],
  low_mood: ['behavioural_activation', 'self_compassion'],
  motivation: ['behavioural_activation', 'smart_goals'],
  goals: ['smart_goals', 'values'],
  relationships: ['problem_solving', 'breathing'],
  work: ['problem_solving', 'breathing'],
  self_esteem: ['self_compassion', 'cognitive_reframing'],
  loneliness: ['social_contact', 'behavioural_activation'],
  anger: ['breathing', 'cognitive_reframing'],
  habits: ['smart_goals', 'problem_solving'],
  decisions: ['values', 'problem_solving'],
  general: ['problem_solving', 'breathing'],
};

/** The type preference a technique suits best (a slight nudge, never a reason to withhold it). */
export const TECHNIQUE_AFFINITY: Record<GuideTechnique, MbtiPole> = {
  breathing: 'S',
  grounding: 'S',
  behavioural_activation: 'E',
  cognitive_reframing: 'T',
  worry_time: 'J',
  sleep_hygiene: 'J',
  problem_solving: 'T',
  values: 'N',
  smart_goals: 'J',
  self_compassion: 'F',
  social_contact: 'E',
};

/** Techniques that suit the evening (winding down) and those that suit the day (doing). */
export const EVENING_TECHNIQUES: ReadonlySet<GuideTechnique> = new Set([
  'breathing',
  'grounding',
  'sleep_hygiene',
  'self_compassion',
]);
export const DAY_TECHNIQUES: ReadonlySet<GuideTechnique> = new Set([
  'behavioural_activation',
  'problem_solving',
  'social_contact',
  'smart_goals',
]);

/** Where in the app a technique can carry on (the web app links these screens). */
export const APP_LINKS = ['journal', 'goal', 'lifeArea', 'imagination'] as const;
export type AppLink = (typeof APP_LINKS)[number];

export const TECHNIQUE_LINKS: Partial<Record<GuideTechnique, AppLink>> = {
  worry_time: 'journal',
  cognitive_reframing: 'journal',
  self_compassion: 'journal',
  problem_solving: 'journal',
  behavioural_activation: 'goal',
  smart_goals: 'goal',
  values: 'lifeArea',
  grounding: 'imagination',
};

/**
 * The journal prompt (`journal:prompts.<id>`) the journal link opens with, per technique: the coach's
 * button lands on an entry that already asks the question the technique works on.
 */
export const TECHNIQUE_JOURNAL_PROMPTS: Partial<Record<GuideTechnique, JournalPromptId>> = {
  worry_time: 'general5',
  cognitive_reframing: 'ti1',
  self_compassion: 'fi3',
  problem_solving: 'te2',
};

/** Where a reply sends the user: the app's screen and, for the journal, the prompt to start with. */
export type AppLinkTarget = { link: AppLink; prompt: JournalPromptId | null };

export function linkTarget(technique: GuideTechnique): AppLinkTarget | null {
  const link = TECHNIQUE_LINKS[technique];
  if (!link) return null;
  return {
    link,
    prompt: link === 'journal' ? (TECHNIQUE_JOURNAL_PROMPTS[technique] ?? null) : null,
  };
}

/** Techniques that helped before are remembered, newest first, up to this many. */
export const HELPED_LIMIT = 5;
