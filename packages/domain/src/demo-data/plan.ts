// The language-independent part of the demo data: which records exist, their categories, areas, levels and
// timing. The words live per language in ./texts; their keys come from here, so no language can drift.
import type { LifeAreaName } from '../life-areas';
import type { UpdateFrequency } from '../life-area-progress';
import type { LevensgebiedId } from '../questionnaires';
import type { TaskCategory } from '../task-display';

export const DEMO_TAG_KEYS = [
  'reflection',
  'rest',
  'gratitude',
  'work',
  'stress',
  'movement',
  'sleep',
  'family',
  'friends',
  'money',
  'creativity',
] as const;
export type DemoTagKey = (typeof DEMO_TAG_KEYS)[number];

type JournalPlan = {
  key: string;
  /** A journal category the editor offers (the task categories plus 'other'). */
  category: TaskCategory;
  tags: readonly DemoTagKey[];
  /** Set for entries that belong to a levensgebied, so its page lists them. */
  levensgebied?: LevensgebiedId;
  /** Fits the text: a bad night is not a 5. */
  mood: 1 | 2 | 3 | 4 | 5;
};

/** Oldest first; spread evenly over the demo period. */
export const DEMO_JOURNAL_PLAN = [
  {
    key: 'quietMorning',
    category: 'personal',
    tags: ['rest', 'gratitude'],
    levensgebied: 'psychischeGezondheid',
    mood: 4,
  },
  {
    key: 'busyWorkday',
    category: 'work',
    tags: ['work', 'stress'],
    levensgebied: 'werkSamenleving',
    mood: 2,
  },
  {
    key: 'parkWalk',
    category: 'health',
    tags: ['movement', 'rest'],
    levensgebied: 'lichamelijkeGezondheid',
    mood: 4,
  },
  {
    key: 'talkWithSister',
    category: 'relationships',
    tags: ['family'],
    levensgebied: 'socialeRelaties',
    mood: 4,
  },
  {
    key: 'badSleep',
    category: 'health',
    tags: ['sleep', 'stress'],
    levensgebied: 'lichamelijkeGezondheid',
    mood: 2,
  },
  { key: 'taxesDone', category: 'finance', tags: ['money'], levensgebied: 'financieen', mood: 4 },
  { key: 'tiredButContent', category: 'personal', tags: ['reflection'], mood: 3 },
  {
    key: 'drawingAgain',
    category: 'hobbies',
    tags: ['creativity', 'rest'],
    levensgebied: 'hobbyPassies',
    mood: 5,
  },
  {
    key: 'jobDoubts',
    category: 'work',
    tags: ['work', 'reflection'],
    levensgebied: 'werkSamenleving',
    mood: 2,
  },
  {
    key: 'budgetEvening',
    category: 'finance',
    tags: ['money', 'reflection'],
    levensgebied: 'financieen',
    mood: 3,
  },
  {
    key: 'dinnerWithFriends',
    category: 'relationships',
    tags: ['friends', 'gratitude'],
    levensgebied: 'socialeRelaties',
    mood: 5,
  },
  {
    key: 'grateful',
    category: 'personal',
    tags: ['gratitude'],
    levensgebied: 'psychischeGezondheid',
    mood: 4,
  },
] as const satisfies readonly JournalPlan[];
export type DemoJournalKey = (typeof DEMO_JOURNAL_PLAN)[number]['key'];

export const DEMO_GOAL_PLAN = [
  { key: 'walk', category: 'health', emoji: '🚶' },
  { key: 'bedtime', category: 'health', emoji: '🌙' },
  { key: 'gratitude', category: 'personal', emoji: '🙏' },
  { key: 'messageFriend', category: 'relationships', emoji: '💬' },
  { key: 'phoneFree', category: 'personal', emoji: '📵' },
  { key: 'focusBlock', category: 'work', emoji: '🎯' },
  { key: 'vegetables', category: 'health', emoji: '🥦' },
  { key: 'read', category: 'growth', emoji: '📖' },
] as const satisfies readonly { key: string; category: TaskCategory; emoji: string }[];
export type DemoGoalKey = (typeof DEMO_GOAL_PLAN)[number]['key'];

export const DEMO_TASK_PLAN = [
  { key: 'callDoctor', category: 'health', priority: 'high' },
  { key: 'gym', category: 'health', priority: 'medium' },
  { key: 'birthdayGift', category: 'relationships', priority: 'medium' },
  { key: 'photoBook', category: 'hobbies', priority: 'low' },
  { key: 'budget', category: 'finance', priority: 'high' },
  { key: 'sleepBook', category: 'growth', priority: 'low' },
] as const satisfies readonly {
  key: string;
  category: TaskCategory;
  priority: 'high' | 'medium' | 'low';
}[];
export type DemoTaskKey = (typeof DEMO_TASK_PLAN)[number]['key'];

/**
 * Where a check-in happened, with the trigger and activity suggestions (the moods screen's stable keys,
 * translated there) that go with it.
 */
export const DEMO_MOOD_CONTEXT_PLAN = [
  { key: 'work', triggers: ['work'], activities: [] },
  { key: 'home', triggers: [], activities: ['resting', 'cooking'] },
  { key: 'commute', triggers: ['weather'], activities: ['music'] },
  { key: 'friends', triggers: ['friends'], activities: ['socialising'] },
  { key: 'sport', triggers: ['exercise'], activities: ['sport', 'walking'] },
] as const satisfies readonly {
  key: string;
  triggers: readonly string[];
  activities: readonly string[];
}[];
export type DemoMoodContextKey = (typeof DEMO_MOOD_CONTEXT_PLAN)[number]['key'];

/**
 * Six of the nine levensgebieden get two or three questionnaire rounds, so their pages show a history and a
 * trend (up, down and steady all occur); actieveImaginatie, professioneleOntwikkeling and thuisOmgeving stay
 * empty so their empty state remains visible. `at` is the moment as a fraction of the demo period that has
 * passed (0 its first day, 1 today); `level` the mean five-point answer, so the 0-10 score is (level - 1) * 2.5.
 */
export const DEMO_QUESTIONNAIRE_PLAN: readonly {
  levensgebied: LevensgebiedId;
  rounds: readonly { at: number; level: number }[];
}[] = [
  {
    levensgebied: 'psychischeGezondheid',
    rounds: [
      { at: 0.05, level: 2.75 },
      { at: 0.5, level: 3.25 },
      { at: 0.95, level: 3.75 },
    ],
  },
  {
    levensgebied: 'lichamelijkeGezondheid',
    rounds: [
      { at: 0.1, level: 3.5 },
      { at: 0.8, level: 3 },
    ],
  },
  {
    levensgebied: 'financieen',
    rounds: [
      { at: 0.2, level: 2.5 },
      { at: 0.9, level: 3.25 },
    ],
  },
  {
    levensgebied: 'werkSamenleving',
    rounds: [
      { at: 0.15, level: 3 },
      { at: 0.6, level: 2.75 },
      { at: 0.95, level: 2.875 },
    ],
  },
  {
    levensgebied: 'socialeRelaties',
    rounds: [
      { at: 0.05, level: 3.75 },
      { at: 0.85, level: 4.25 },
    ],
  },
  {
    levensgebied: 'hobbyPassies',
    rounds: [
      { at: 0.3, level: 2.25 },
      { at: 0.95, level: 3.5 },
    ],
  },
];

/**
 * One progress record per life area. `updatedDaysAgo` against the frequency decides whether the reminder
 * shows: health (weekly, 10 days) and spirituality (monthly, 38 days) are due, the others are not.
 * `reached` is how many of the area's milestones (in list order) are ticked off.
 */
export const DEMO_PROGRESS_PLAN: Record<
  LifeAreaName,
  { level: number; frequency: UpdateFrequency; updatedDaysAgo: number; reached: number }
> = {
  career: { level: 55, frequency: 'weekly', updatedDaysAgo: 3, reached: 2 },
  relationships: { level: 72, frequency: 'biweekly', updatedDaysAgo: 5, reached: 2 },
  health: { level: 48, frequency: 'weekly', updatedDaysAgo: 10, reached: 1 },
  finance: { level: 40, frequency: 'monthly', updatedDaysAgo: 12, reached: 1 },
  personal_growth: { level: 65, frequency: 'weekly', updatedDaysAgo: 2, reached: 2 },
  spirituality: { level: 30, frequency: 'monthly', updatedDaysAgo: 38, reached: 0 },
  social_life: { level: 60, frequency: 'biweekly', updatedDaysAgo: 9, reached: 1 },
  hobbies: { level: 70, frequency: 'weekly', updatedDaysAgo: 1, reached: 2 },
};
