// The challenge library written for Groeipad (issue 20): what each challenge is, how it completes itself from
// the member's records, its reward and which types it suits. Texts live in the i18n namespace `challenges`.
import { textLength } from '../journal';
import { functionStack, type CognitiveFunction } from '../journal-prompts';
import { MBTI_TYPES, type MbtiType } from '../mbti';
import type { LevensgebiedId } from '../questionnaires';

/** The categories of the library; the nine life areas ride along as `lifeArea`. */
export const CHALLENGE_CATEGORIES = [
  'mindfulness',
  'reflection',
  'movement',
  'connection',
  'planning',
  'learning',
  'rest',
  'creativity',
] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];

export const CHALLENGE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

export const CHALLENGE_FREQUENCIES = ['daily', 'weekly', 'multi_week'] as const;
export type ChallengeFrequency = (typeof CHALLENGE_FREQUENCIES)[number];

/**
 * What counts as a done day, found in the member's own records of that local day; `manual`: the member
 * ticks it. `task_done`: at least `count` tasks finished that day. `life_area_check`: a levensgebied
 * questionnaire filled in (any area when `area` is absent).
 */
export type ChallengeCompletion =
  | { kind: 'journal_entry'; minWords?: number }
  | { kind: 'mood_checkin' }
  | { kind: 'daily_goal_done' }
  | { kind: 'task_done'; count: number }
  | { kind: 'life_area_check'; area?: LevensgebiedId }
  | { kind: 'wellness_check' }
  | { kind: 'manual' };

/** The spec's integration flags: the challenge works through journaling, planning or wellness records. */
export type ChallengeIntegration = { journaling: boolean; planning: boolean; wellness: boolean };

export type CatalogueChallenge = {
  /** Kebab-case English, stored with completions: never rename one, add a new id instead. */
  readonly id: string;
  readonly category: ChallengeCategory;
  readonly lifeArea?: LevensgebiedId;
  readonly difficulty: ChallengeDifficulty;
  readonly frequency: ChallengeFrequency;
  /** Daily 1, weekly 7, multi-week 14, 21 or 28. */
  readonly durationDays: number;
  /** How many done days within `durationDays` complete it (daily: 1). */
  readonly daysNeeded: number;
  /** Minutes per done day. */
  readonly estimatedMinutes: number;
  readonly xpReward: number;
  /** Id of the badge finishing it unlocks. */
  readonly badge?: string;
  /** The cognitive functions it exercises; `mbtiRelevance` turns them into a 0-3 fit per type. */
  readonly functions: readonly CognitiveFunction[];
  readonly completesBy: ChallengeCompletion;
  readonly integration: ChallengeIntegration;
  readonly tags: readonly string[];
  /** Texts `challenges:items.<id>.steps.1` … `.steps.<stepCount>`. */
  readonly stepCount: 2 | 3 | 4;
};

/** XP per frequency and difficulty (inclusive): daily 10-50, weekly 60-150, multi-week 150-400. */
export const CHALLENGE_XP_BANDS: Record<
  ChallengeFrequency,
  Record<ChallengeDifficulty, readonly [number, number]>
> = {
  daily: { easy: [10, 20], medium: [25, 35], hard: [40, 50] },
  weekly: { easy: [60, 85], medium: [90, 120], hard: [125, 150] },
  multi_week: { easy: [150, 200], medium: [220, 300], hard: [320, 400] },
};

const none: ChallengeIntegration = { journaling: false, planning: false, wellness: false };
const journaling: ChallengeIntegration = { journaling: true, planning: false, wellness: false };
const journalingWellness: ChallengeIntegration = {
  journaling: true,
  planning: false,
  wellness: true,
};
const planning: ChallengeIntegration = { journaling: false, planning: true, wellness: false };
const wellness: ChallengeIntegration = { journaling: false, planning: false, wellness: true };
const manual = { kind: 'manual' } as const;
const journal = (minWords: number) => ({ kind: 'journal_entry', minWords }) as const;

type Draft = Omit<CatalogueChallenge, 'durationDays' | 'daysNeeded'> &
  Partial<Pick<CatalogueChallenge, 'durationDays' | 'daysNeeded'>>;

function daily(draft: Omit<Draft, 'frequency'>): CatalogueChallenge {
  return { ...draft, frequency: 'daily', durationDays: 1, daysNeeded: 1 };
}

function weekly(draft: Omit<Draft, 'frequency'> & { daysNeeded: number }): CatalogueChallenge {
  return { ...draft, frequency: 'weekly', durationDays: 7 };
}

function multiWeek(
  draft: Omit<Draft, 'frequency'> & { durationDays: 14 | 21 | 28; daysNeeded: number },
): CatalogueChallenge {
  return { ...draft, frequency: 'multi_week' };
}

export const CHALLENGE_CATALOGUE: readonly CatalogueChallenge[] = [
  // Daily: mindfulness
  daily({
    id: 'three-breaths-pause',
    category: 'mindfulness',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    estimatedMinutes: 3,
    xpReward: 10,
    functions: ['Se', 'Si'],
    completesBy: manual,
    integration: wellness,
    tags: ['breathing', 'calm'],
    stepCount: 3,
  }),
  daily({
    id: 'mood-checkin-today',
    category: 'mindfulness',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    estimatedMinutes: 2,
    xpReward: 10,
    functions: ['Fi', 'Si'],
    completesBy: { kind: 'mood_checkin' },
    integration: wellness,
    tags: ['mood', 'awareness'],
    stepCount: 2,
  }),
  daily({
    id: 'body-scan',
    category: 'mindfulness',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 25,
    functions: ['Se', 'Si', 'Ni'],
    completesBy: manual,
    integration: wellness,
    tags: ['body', 'calm'],
    stepCount: 3,
  }),
  daily({
    id: 'name-the-feeling',
    category: 'mindfulness',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 30,
    functions: ['Fi', 'Ni', 'Ti'],
    completesBy: journal(40),
    integration: journalingWellness,
    tags: ['emotions', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'single-tasking',
    category: 'mindfulness',
    lifeArea: 'werkSamenleving',
    difficulty: 'medium',
    estimatedMinutes: 25,
    xpReward: 30,
    functions: ['Ni', 'Si', 'Te'],
    completesBy: manual,
    integration: planning,
    tags: ['focus', 'work'],
    stepCount: 3,
  }),
  // Daily: reflection
  daily({
    id: 'three-good-things',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    estimatedMinutes: 5,
    xpReward: 15,
    functions: ['Fi', 'Fe', 'Si'],
    completesBy: journal(30),
    integration: journalingWellness,
    tags: ['gratitude', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'evening-review',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 25,
    functions: ['Ti', 'Ni', 'Si'],
    completesBy: journal(50),
    integration: journaling,
    tags: ['review', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'kind-letter-to-self',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'hard',
    estimatedMinutes: 20,
    xpReward: 45,
    functions: ['Fi', 'Fe', 'Ni'],
    completesBy: journal(150),
    integration: journalingWellness,
    tags: ['self-compassion', 'journal'],
    stepCount: 4,
  }),
  daily({
    id: 'values-check',
    category: 'reflection',
    lifeArea: 'werkSamenleving',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 30,
    functions: ['Fi', 'Ni', 'Te'],
    completesBy: journal(50),
    integration: journaling,
    tags: ['values', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'one-small-win',
    category: 'reflection',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'easy',
    estimatedMinutes: 3,
    xpReward: 10,
    functions: ['Te', 'Se', 'Si'],
    completesBy: journal(10),
    integration: journaling,
    tags: ['progress', 'journal'],
    stepCount: 2,
  }),
  daily({
    id: 'life-area-checkin',
    category: 'reflection',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 30,
    functions: ['Ti', 'Te', 'Ni'],
    completesBy: { kind: 'life_area_check' },
    integration: wellness,
    tags: ['life-areas', 'overview'],
    stepCount: 3,
  }),
  daily({
    id: 'wellness-check-today',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    estimatedMinutes: 5,
    xpReward: 15,
    functions: ['Si', 'Fi'],
    completesBy: { kind: 'wellness_check' },
    integration: wellness,
    tags: ['wellness', 'awareness'],
    stepCount: 2,
  }),
  // Daily: movement
  daily({
    id: 'ten-minute-walk',
    category: 'movement',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'easy',
    estimatedMinutes: 10,
    xpReward: 15,
    functions: ['Se', 'Si'],
    completesBy: manual,
    integration: wellness,
    tags: ['walking', 'outdoors'],
    stepCount: 3,
  }),
  daily({
    id: 'walk-in-daylight',
    category: 'movement',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'medium',
    estimatedMinutes: 20,
    xpReward: 25,
    functions: ['Se', 'Ne'],
    completesBy: manual,
    integration: wellness,
    tags: ['walking', 'sleep', 'outdoors'],
    stepCount: 3,
  }),
  daily({
    id: 'move-with-music',
    category: 'movement',
    lifeArea: 'hobbyPassies',
    difficulty: 'easy',
    estimatedMinutes: 10,
    xpReward: 15,
    functions: ['Se', 'Fi', 'Ne'],
    completesBy: manual,
    integration: wellness,
    tags: ['music', 'play'],
    stepCount: 2,
  }),
  daily({
    id: 'active-commute',
    category: 'movement',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'hard',
    estimatedMinutes: 30,
    xpReward: 40,
    functions: ['Se', 'Te', 'Si'],
    completesBy: manual,
    integration: wellness,
    tags: ['walking', 'cycling', 'routine'],
    stepCount: 3,
  }),
  // Daily: connection
  daily({
    id: 'send-a-kind-message',
    category: 'connection',
    lifeArea: 'socialeRelaties',
    difficulty: 'easy',
    estimatedMinutes: 5,
    xpReward: 15,
    functions: ['Fe', 'Fi'],
    completesBy: manual,
    integration: none,
    tags: ['kindness', 'friends'],
    stepCount: 2,
  }),
  daily({
    id: 'ask-a-real-question',
    category: 'connection',
    lifeArea: 'socialeRelaties',
    difficulty: 'medium',
    estimatedMinutes: 15,
    xpReward: 25,
    functions: ['Fe', 'Ne'],
    completesBy: manual,
    integration: none,
    tags: ['conversation', 'curiosity'],
    stepCount: 3,
  }),
  daily({
    id: 'listen-without-fixing',
    category: 'connection',
    lifeArea: 'socialeRelaties',
    difficulty: 'hard',
    estimatedMinutes: 20,
    xpReward: 40,
    functions: ['Fe', 'Fi', 'Ti'],
    completesBy: manual,
    integration: none,
    tags: ['listening', 'conversation'],
    stepCount: 3,
  }),
  daily({
    id: 'small-act-of-help',
    category: 'connection',
    lifeArea: 'werkSamenleving',
    difficulty: 'medium',
    estimatedMinutes: 15,
    xpReward: 30,
    functions: ['Fe', 'Se', 'Si'],
    completesBy: manual,
    integration: none,
    tags: ['kindness', 'community'],
    stepCount: 2,
  }),
  // Daily: planning
  daily({
    id: 'finish-daily-goal',
    category: 'planning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'easy',
    estimatedMinutes: 15,
    xpReward: 15,
    functions: ['Te', 'Si'],
    completesBy: { kind: 'daily_goal_done' },
    integration: planning,
    tags: ['goals', 'focus'],
    stepCount: 3,
  }),
  daily({
    id: 'three-tasks-done',
    category: 'planning',
    lifeArea: 'werkSamenleving',
    difficulty: 'medium',
    estimatedMinutes: 45,
    xpReward: 30,
    functions: ['Te', 'Si', 'Se'],
    completesBy: { kind: 'task_done', count: 3 },
    integration: planning,
    tags: ['tasks', 'momentum'],
    stepCount: 3,
  }),
  daily({
    id: 'if-then-plan',
    category: 'planning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 25,
    functions: ['Te', 'Ni'],
    completesBy: manual,
    integration: planning,
    tags: ['habits', 'intentions'],
    stepCount: 3,
  }),
  daily({
    id: 'two-minute-tidy',
    category: 'planning',
    lifeArea: 'thuisOmgeving',
    difficulty: 'easy',
    estimatedMinutes: 5,
    xpReward: 10,
    functions: ['Si', 'Se'],
    completesBy: manual,
    integration: none,
    tags: ['home', 'tidy'],
    stepCount: 2,
  }),
  daily({
    id: 'money-glance',
    category: 'planning',
    lifeArea: 'financieen',
    difficulty: 'easy',
    estimatedMinutes: 10,
    xpReward: 15,
    functions: ['Si', 'Te'],
    completesBy: manual,
    integration: planning,
    tags: ['money', 'overview'],
    stepCount: 3,
  }),
  daily({
    id: 'hardest-task-first',
    category: 'planning',
    lifeArea: 'werkSamenleving',
    difficulty: 'hard',
    estimatedMinutes: 60,
    xpReward: 45,
    functions: ['Te', 'Se', 'Ni'],
    completesBy: manual,
    integration: planning,
    tags: ['tasks', 'procrastination'],
    stepCount: 3,
  }),
  // Daily: learning
  daily({
    id: 'learn-one-thing',
    category: 'learning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'easy',
    estimatedMinutes: 10,
    xpReward: 15,
    functions: ['Ne', 'Ti', 'Ni'],
    completesBy: journal(25),
    integration: journaling,
    tags: ['curiosity', 'journal'],
    stepCount: 2,
  }),
  daily({
    id: 'read-twenty-minutes',
    category: 'learning',
    lifeArea: 'hobbyPassies',
    difficulty: 'medium',
    estimatedMinutes: 20,
    xpReward: 25,
    functions: ['Ni', 'Ne', 'Fi', 'Ti'],
    completesBy: manual,
    integration: none,
    tags: ['reading', 'focus'],
    stepCount: 3,
  }),
  daily({
    id: 'teach-it-back',
    category: 'learning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'hard',
    estimatedMinutes: 20,
    xpReward: 40,
    functions: ['Ti', 'Fe', 'Ne'],
    completesBy: journal(100),
    integration: journaling,
    tags: ['understanding', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'ask-for-feedback',
    category: 'learning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'hard',
    estimatedMinutes: 15,
    xpReward: 45,
    functions: ['Te', 'Fe', 'Se'],
    completesBy: manual,
    integration: none,
    tags: ['feedback', 'work'],
    stepCount: 3,
  }),
  // Daily: rest
  daily({
    id: 'screen-free-hour-before-bed',
    category: 'rest',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'medium',
    estimatedMinutes: 60,
    xpReward: 30,
    functions: ['Si', 'Ni'],
    completesBy: manual,
    integration: wellness,
    tags: ['sleep', 'screens'],
    stepCount: 3,
  }),
  daily({
    id: 'real-break',
    category: 'rest',
    lifeArea: 'werkSamenleving',
    difficulty: 'easy',
    estimatedMinutes: 15,
    xpReward: 10,
    functions: ['Se', 'Fi'],
    completesBy: manual,
    integration: wellness,
    tags: ['breaks', 'work'],
    stepCount: 3,
  }),
  daily({
    id: 'do-nothing-ten-minutes',
    category: 'rest',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    estimatedMinutes: 10,
    xpReward: 15,
    functions: ['Ni', 'Fi', 'Se'],
    completesBy: manual,
    integration: wellness,
    tags: ['stillness', 'calm'],
    stepCount: 2,
  }),
  // Daily: creativity
  daily({
    id: 'inner-image',
    category: 'creativity',
    lifeArea: 'actieveImaginatie',
    difficulty: 'medium',
    estimatedMinutes: 15,
    xpReward: 30,
    functions: ['Ni', 'Fi', 'Ne'],
    completesBy: journal(60),
    integration: journaling,
    tags: ['imagination', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'ten-ideas',
    category: 'creativity',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'medium',
    estimatedMinutes: 10,
    xpReward: 25,
    functions: ['Ne', 'Ti', 'Te'],
    completesBy: journal(40),
    integration: journaling,
    tags: ['ideas', 'journal'],
    stepCount: 3,
  }),
  daily({
    id: 'dream-notes',
    category: 'creativity',
    lifeArea: 'actieveImaginatie',
    difficulty: 'easy',
    estimatedMinutes: 5,
    xpReward: 15,
    functions: ['Ni', 'Ne'],
    completesBy: journal(20),
    integration: journaling,
    tags: ['dreams', 'journal'],
    stepCount: 2,
  }),
  // Weekly
  weekly({
    id: 'gratitude-week',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    daysNeeded: 5,
    estimatedMinutes: 5,
    xpReward: 70,
    functions: ['Fi', 'Fe', 'Si'],
    completesBy: journal(30),
    integration: journalingWellness,
    tags: ['gratitude', 'journal'],
    stepCount: 3,
  }),
  weekly({
    id: 'mood-week',
    category: 'mindfulness',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    daysNeeded: 6,
    estimatedMinutes: 2,
    xpReward: 65,
    functions: ['Si', 'Fi'],
    completesBy: { kind: 'mood_checkin' },
    integration: wellness,
    tags: ['mood', 'patterns'],
    stepCount: 3,
  }),
  weekly({
    id: 'wellness-week',
    category: 'mindfulness',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'easy',
    daysNeeded: 3,
    estimatedMinutes: 5,
    xpReward: 70,
    functions: ['Si', 'Fi', 'Fe'],
    completesBy: { kind: 'wellness_check' },
    integration: wellness,
    tags: ['wellness', 'patterns'],
    stepCount: 2,
  }),
  weekly({
    id: 'declutter-one-corner',
    category: 'planning',
    lifeArea: 'thuisOmgeving',
    difficulty: 'easy',
    daysNeeded: 3,
    estimatedMinutes: 15,
    xpReward: 75,
    functions: ['Si', 'Se', 'Te'],
    completesBy: manual,
    integration: none,
    tags: ['home', 'tidy'],
    stepCount: 3,
  }),
  weekly({
    id: 'daily-goals-week',
    category: 'planning',
    lifeArea: 'werkSamenleving',
    difficulty: 'medium',
    daysNeeded: 5,
    estimatedMinutes: 15,
    xpReward: 100,
    functions: ['Te', 'Si', 'Ni'],
    completesBy: { kind: 'daily_goal_done' },
    integration: planning,
    tags: ['goals', 'momentum'],
    stepCount: 3,
  }),
  weekly({
    id: 'walk-five-days',
    category: 'movement',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'medium',
    daysNeeded: 5,
    estimatedMinutes: 20,
    xpReward: 100,
    functions: ['Se', 'Si'],
    completesBy: manual,
    integration: wellness,
    tags: ['walking', 'habits'],
    stepCount: 3,
  }),
  weekly({
    id: 'reach-out-three-people',
    category: 'connection',
    lifeArea: 'socialeRelaties',
    difficulty: 'medium',
    daysNeeded: 3,
    estimatedMinutes: 15,
    xpReward: 95,
    functions: ['Fe', 'Ne', 'Se'],
    completesBy: manual,
    integration: none,
    tags: ['friends', 'contact'],
    stepCount: 3,
  }),
  weekly({
    id: 'learn-a-skill-week',
    category: 'learning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'medium',
    daysNeeded: 4,
    estimatedMinutes: 20,
    xpReward: 110,
    functions: ['Ne', 'Ti', 'Te'],
    completesBy: journal(40),
    integration: journaling,
    tags: ['skills', 'practice', 'journal'],
    stepCount: 3,
  }),
  weekly({
    id: 'creative-hour-week',
    category: 'creativity',
    lifeArea: 'hobbyPassies',
    difficulty: 'medium',
    daysNeeded: 3,
    estimatedMinutes: 30,
    xpReward: 100,
    functions: ['Fi', 'Se', 'Ne'],
    completesBy: manual,
    integration: none,
    tags: ['making', 'play'],
    stepCount: 3,
  }),
  weekly({
    id: 'life-areas-review',
    category: 'reflection',
    difficulty: 'medium',
    daysNeeded: 3,
    estimatedMinutes: 10,
    xpReward: 110,
    functions: ['Ti', 'Te', 'Ni'],
    completesBy: { kind: 'life_area_check' },
    integration: wellness,
    tags: ['life-areas', 'overview'],
    stepCount: 3,
  }),
  weekly({
    id: 'sleep-rhythm-week',
    category: 'rest',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'hard',
    daysNeeded: 6,
    estimatedMinutes: 10,
    xpReward: 130,
    functions: ['Si', 'Te'],
    completesBy: manual,
    integration: wellness,
    tags: ['sleep', 'routine'],
    stepCount: 3,
  }),
  weekly({
    id: 'spending-notes-week',
    category: 'planning',
    lifeArea: 'financieen',
    difficulty: 'hard',
    daysNeeded: 6,
    estimatedMinutes: 10,
    xpReward: 130,
    functions: ['Si', 'Te', 'Ti'],
    completesBy: journal(20),
    integration: journaling,
    tags: ['money', 'journal'],
    stepCount: 3,
  }),
  weekly({
    id: 'digital-sunset-week',
    category: 'rest',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'hard',
    daysNeeded: 5,
    estimatedMinutes: 60,
    xpReward: 140,
    functions: ['Si', 'Ni', 'Fi'],
    completesBy: manual,
    integration: wellness,
    tags: ['screens', 'sleep'],
    stepCount: 3,
  }),
  weekly({
    id: 'self-compassion-week',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'hard',
    daysNeeded: 5,
    estimatedMinutes: 15,
    xpReward: 140,
    badge: 'kind-to-myself',
    functions: ['Fi', 'Fe', 'Ni'],
    completesBy: journal(80),
    integration: journalingWellness,
    tags: ['self-compassion', 'journal'],
    stepCount: 3,
  }),
  weekly({
    id: 'task-momentum-week',
    category: 'planning',
    lifeArea: 'werkSamenleving',
    difficulty: 'hard',
    daysNeeded: 5,
    estimatedMinutes: 40,
    xpReward: 150,
    functions: ['Te', 'Se', 'Si'],
    completesBy: { kind: 'task_done', count: 2 },
    integration: planning,
    tags: ['tasks', 'momentum'],
    stepCount: 3,
  }),
  weekly({
    id: 'active-imagination-week',
    category: 'creativity',
    lifeArea: 'actieveImaginatie',
    difficulty: 'hard',
    daysNeeded: 3,
    estimatedMinutes: 20,
    xpReward: 135,
    functions: ['Ni', 'Fi', 'Ne'],
    completesBy: journal(100),
    integration: journaling,
    tags: ['imagination', 'journal'],
    stepCount: 4,
  }),
  // Multi-week
  multiWeek({
    id: 'mood-awareness-14',
    category: 'mindfulness',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'easy',
    durationDays: 14,
    daysNeeded: 12,
    estimatedMinutes: 2,
    xpReward: 160,
    badge: 'mood-mapper',
    functions: ['Fi', 'Si', 'Ni'],
    completesBy: { kind: 'mood_checkin' },
    integration: wellness,
    tags: ['mood', 'patterns'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'money-calm-28',
    category: 'planning',
    lifeArea: 'financieen',
    difficulty: 'easy',
    durationDays: 28,
    daysNeeded: 8,
    estimatedMinutes: 10,
    xpReward: 180,
    badge: 'money-calm',
    functions: ['Si', 'Te'],
    completesBy: manual,
    integration: planning,
    tags: ['money', 'overview'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'gratitude-21',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'medium',
    durationDays: 21,
    daysNeeded: 18,
    estimatedMinutes: 5,
    xpReward: 250,
    badge: 'gratitude-keeper',
    functions: ['Fi', 'Fe', 'Si'],
    completesBy: journal(30),
    integration: journalingWellness,
    tags: ['gratitude', 'journal', 'habits'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'daily-goal-21',
    category: 'planning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'medium',
    durationDays: 21,
    daysNeeded: 15,
    estimatedMinutes: 15,
    xpReward: 260,
    badge: 'goal-getter',
    functions: ['Te', 'Si', 'Ni'],
    completesBy: { kind: 'daily_goal_done' },
    integration: planning,
    tags: ['goals', 'habits'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'sleep-reset-14',
    category: 'rest',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'medium',
    durationDays: 14,
    daysNeeded: 12,
    estimatedMinutes: 15,
    xpReward: 240,
    badge: 'well-rested',
    functions: ['Si', 'Te', 'Fi'],
    completesBy: manual,
    integration: wellness,
    tags: ['sleep', 'routine'],
    stepCount: 4,
  }),
  multiWeek({
    id: 'connection-28',
    category: 'connection',
    lifeArea: 'socialeRelaties',
    difficulty: 'medium',
    durationDays: 28,
    daysNeeded: 12,
    estimatedMinutes: 15,
    xpReward: 280,
    badge: 'warm-connector',
    functions: ['Fe', 'Ne', 'Se'],
    completesBy: manual,
    integration: none,
    tags: ['friends', 'habits'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'walking-habit-28',
    category: 'movement',
    lifeArea: 'lichamelijkeGezondheid',
    difficulty: 'hard',
    durationDays: 28,
    daysNeeded: 20,
    estimatedMinutes: 20,
    xpReward: 350,
    badge: 'steady-steps',
    functions: ['Se', 'Si', 'Te'],
    completesBy: manual,
    integration: wellness,
    tags: ['walking', 'habits'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'learning-path-28',
    category: 'learning',
    lifeArea: 'professioneleOntwikkeling',
    difficulty: 'hard',
    durationDays: 28,
    daysNeeded: 16,
    estimatedMinutes: 25,
    xpReward: 380,
    badge: 'lifelong-learner',
    functions: ['Ne', 'Ti', 'Ni', 'Te'],
    completesBy: journal(50),
    integration: journaling,
    tags: ['skills', 'practice', 'journal'],
    stepCount: 4,
  }),
  multiWeek({
    id: 'creative-practice-21',
    category: 'creativity',
    lifeArea: 'hobbyPassies',
    difficulty: 'hard',
    durationDays: 21,
    daysNeeded: 15,
    estimatedMinutes: 20,
    xpReward: 330,
    badge: 'maker',
    functions: ['Fi', 'Ne', 'Se'],
    completesBy: manual,
    integration: none,
    tags: ['making', 'habits'],
    stepCount: 3,
  }),
  multiWeek({
    id: 'journal-habit-28',
    category: 'reflection',
    lifeArea: 'psychischeGezondheid',
    difficulty: 'hard',
    durationDays: 28,
    daysNeeded: 20,
    estimatedMinutes: 10,
    xpReward: 360,
    badge: 'storyteller',
    functions: ['Fi', 'Ni', 'Ti'],
    completesBy: journal(100),
    integration: journaling,
    tags: ['journal', 'habits'],
    stepCount: 3,
  }),
];

const byId = new Map(CHALLENGE_CATALOGUE.map((challenge) => [challenge.id, challenge]));

export function catalogueChallenge(id: string): CatalogueChallenge | undefined {
  return byId.get(id);
}

/**
 * Japanese and Korean entries are measured in characters, not words (`textLength` in journal.ts): a
 * `minWords` of 40 asks 80 characters there. The ja/ko done hints name the character count.
 */
export const CHARACTERS_PER_WORD = 2;

/** The length a journal entry needs for `minWords`, in the unit its text is measured in. */
export function journalLengthNeeded(minWords: number, unit: 'words' | 'characters'): number {
  return unit === 'words' ? minWords : minWords * CHARACTERS_PER_WORD;
}

/** True when `text` is long enough for a journal challenge (any non-empty entry when it asks no length). */
export function journalEntryLongEnough(completion: ChallengeCompletion, text: string): boolean {
  if (completion.kind !== 'journal_entry') return false;
  const { unit, count } = textLength(text);
  return count > 0 && count >= journalLengthNeeded(completion.minWords ?? 1, unit);
}

/** True when the member's records complete it; false when they tick it themselves. */
export function completesItself(challenge: CatalogueChallenge): boolean {
  return challenge.completesBy.kind !== 'manual';
}

/** A type's third function: the auxiliary's opposite judgement or perception, in the dominant's attitude. */
function tertiaryOf(dominant: CognitiveFunction, auxiliary: CognitiveFunction): CognitiveFunction {
  const opposite = { N: 'S', S: 'N', T: 'F', F: 'T' }[auxiliary[0] as 'N' | 'S' | 'T' | 'F'];
  return `${opposite}${dominant[1]}` as CognitiveFunction;
}

/** 0-3: the challenge exercises the type's dominant function (3), auxiliary (2), tertiary (1), or none (0). */
export function mbtiRelevance(challenge: CatalogueChallenge, type: MbtiType): 0 | 1 | 2 | 3 {
  const { dominant, auxiliary } = functionStack(type);
  if (challenge.functions.includes(dominant)) return 3;
  if (challenge.functions.includes(auxiliary)) return 2;
  if (challenge.functions.includes(tertiaryOf(dominant, auxiliary))) return 1;
  return 0;
}

/** The types it suits well (relevance 2 or 3): the spec's `mbti_relevance` list. */
export function suitedTypes(challenge: CatalogueChallenge): MbtiType[] {
  return MBTI_TYPES.filter((type) => mbtiRelevance(challenge, type) >= 2);
}
