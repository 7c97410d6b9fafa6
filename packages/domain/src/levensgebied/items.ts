// The questions of the nine levensgebieden questionnaires: eight statements per area, by stable id (texts live in i18n).
import type { LevensgebiedId } from '../questionnaires';

/**
 * Written for Groeipad (issue 8). Every statement is phrased so that agreeing means doing well, so no item
 * is reverse-scored and the mean stays the spec's plain mean of the answer values. The ids are stored in
 * answers_json: never rename one, add a new id instead.
 */
export const LEVENSGEBIED_ITEMS = {
  psychischeGezondheid: [
    'calm',
    'mood',
    'worries',
    'rest',
    'selfKindness',
    'emotions',
    'support',
    'hope',
  ],
  lichamelijkeGezondheid: [
    'sleep',
    'movement',
    'food',
    'energy',
    'body',
    'recovery',
    'habits',
    'care',
  ],
  financieen: ['overview', 'buffer', 'debts', 'spending', 'worry', 'plan', 'agreements', 'enough'],
  werkSamenleving: [
    'meaning',
    'workload',
    'appreciation',
    'colleagues',
    'balance',
    'contribution',
    'voice',
    'future',
  ],
  hobbyPassies: ['time', 'joy', 'flow', 'curiosity', 'sharing', 'growth', 'play', 'priority'],
  actieveImaginatie: [
    'images',
    'dreams',
    'stillness',
    'symbols',
    'dialogue',
    'creativity',
    'insight',
    'practice',
  ],
  professioneleOntwikkeling: [
    'learning',
    'skills',
    'feedback',
    'direction',
    'challenge',
    'mentor',
    'visibility',
    'progress',
  ],
  socialeRelaties: [
    'closeness',
    'trust',
    'listening',
    'boundaries',
    'contact',
    'giving',
    'conflict',
    'belonging',
  ],
  thuisOmgeving: [
    'safety',
    'order',
    'rest',
    'light',
    'housemates',
    'ownPlace',
    'neighbourhood',
    'care',
  ],
} as const satisfies Record<LevensgebiedId, readonly string[]>;

export type LevensgebiedItemId<A extends LevensgebiedId = LevensgebiedId> =
  (typeof LEVENSGEBIED_ITEMS)[A][number];

export function levensgebiedItems(area: LevensgebiedId): readonly string[] {
  return LEVENSGEBIED_ITEMS[area];
}

/** What a saved questionnaire records in assessment_type, so a later version of the items can be told apart. */
export const LEVENSGEBIED_ASSESSMENT_TYPE = 'levensgebied_v1';
