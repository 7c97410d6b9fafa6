// Two to four concrete next steps per weak wellness area, each pointing at a screen that helps with it.
import type { WellnessItemId } from '@groeipad/domain';

/** The screens a suggestion can open (their routes live in the route table of the web app). */
export const SUGGESTION_ROUTES = {
  journal: '/journaling/new',
  moods: '/journaling/moods',
  tasks: '/tasks',
  coach: '/ai-coaching',
  imagination: '/active-imagination',
  actionPlan: '/ai3-action-plans',
} as const;
export type SuggestionTarget = keyof typeof SUGGESTION_ROUTES;

/**
 * Three per area, from different angles (write, act, talk or imagine), chosen for what helps with that area:
 * a worry list before bed (sleep), activity scheduling (exercise, fatigue), expressive writing (stress),
 * reaching out (social support), values work (meaning), and a doctor's visit for physical complaints.
 * Texts: insights:wellnessAnalysis.suggestions.<id>; an action-plan one also has planGoals.<id>.
 */
const CATALOG = {
  sleep: [
    ['sleepWorryList', 'journal'],
    ['sleepRoutinePlan', 'actionPlan'],
    ['sleepCoach', 'coach'],
  ],
  fatigue: [
    ['fatigueEnergyLog', 'journal'],
    ['fatigueBreaks', 'tasks'],
    ['fatigueCoach', 'coach'],
  ],
  exercise: [
    ['exercisePlan', 'actionPlan'],
    ['exerciseTask', 'tasks'],
    ['exerciseImagine', 'imagination'],
  ],
  stress: [
    ['stressWriting', 'journal'],
    ['stressCoach', 'coach'],
    ['stressSafePlace', 'imagination'],
  ],
  meaning: [
    ['meaningImagine', 'imagination'],
    ['meaningMoment', 'journal'],
    ['meaningPlan', 'actionPlan'],
  ],
  social_support: [
    ['socialMeetUp', 'tasks'],
    ['socialCoach', 'coach'],
    ['socialPlan', 'actionPlan'],
  ],
  physical_complaints: [
    ['physicalLog', 'journal'],
    ['physicalDoctor', 'tasks'],
    ['physicalCoach', 'coach'],
  ],
  goal_oriented: [
    ['goalPlan', 'actionPlan'],
    ['goalOneTask', 'tasks'],
    ['goalImagine', 'imagination'],
  ],
} as const satisfies Record<WellnessItemId, readonly (readonly [string, SuggestionTarget])[]>;

/** When mood is low or falling (see suggestionsFor). */
const MOOD_SUGGESTIONS = [
  ['moodCoach', 'coach'],
  ['moodCheckIn', 'moods'],
] as const;

type Entry = (typeof CATALOG)[WellnessItemId][number] | (typeof MOOD_SUGGESTIONS)[number];
export type WellnessSuggestionId = Entry[0];
/** The suggestions whose screen takes a ready-made goal. */
export type PlanSuggestionId = Extract<Entry, readonly [string, 'actionPlan']>[0];

export type WellnessSuggestion = {
  id: WellnessSuggestionId;
  target: SuggestionTarget;
  route: (typeof SUGGESTION_ROUTES)[SuggestionTarget];
};

const ALL_ENTRIES: readonly Entry[] = [...Object.values(CATALOG).flat(), ...MOOD_SUGGESTIONS];

/** Every suggestion id a screen may have to show (for the translation checks). */
export const ALL_SUGGESTION_IDS: readonly WellnessSuggestionId[] = ALL_ENTRIES.map(([id]) => id);

export const PLAN_SUGGESTIONS: readonly PlanSuggestionId[] = ALL_ENTRIES.flatMap(([id, target]) =>
  target === 'actionPlan' ? [id] : [],
);

export function isPlanSuggestion(id: WellnessSuggestionId): id is PlanSuggestionId {
  return (PLAN_SUGGESTIONS as readonly string[]).includes(id);
}

function suggestion([id, target]: Entry): WellnessSuggestion {
  return { id, target, route: SUGGESTION_ROUTES[target] };
}

/**
 * The area's three, plus a fourth when mood is low or falling: a talk with the coach, or (when the area
 * already has one) keeping a daily mood check so the dip becomes visible.
 */
export function suggestionsFor(area: WellnessItemId, moodNeedsCare: boolean): WellnessSuggestion[] {
  const list = CATALOG[area].map(suggestion);
  if (!moodNeedsCare) return list;
  const [coach, checkIn] = MOOD_SUGGESTIONS;
  return [...list, suggestion(list.some((s) => s.target === 'coach') ? checkIn : coach)];
}
