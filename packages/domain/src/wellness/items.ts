// The eight wellness check items (SPEC 2) and which of them ask about something where more is worse.
export const WELLNESS_ITEM_IDS = [
  'sleep',
  'fatigue',
  'exercise',
  'stress',
  'meaning',
  'social_support',
  'physical_complaints',
  'goal_oriented',
] as const;
export type WellnessItemId = (typeof WELLNESS_ITEM_IDS)[number];

export type WellnessItem = { id: WellnessItemId; reversed: boolean };

/**
 * Answer 1..5 always means "little .. much" of what the question asks (`wellness:items.<id>.answers.1..5`);
 * for fatigue, stress and physical complaints much is worse, so their score is reversed.
 */
export const WELLNESS_ITEMS: readonly WellnessItem[] = WELLNESS_ITEM_IDS.map((id) => ({
  id,
  reversed: id === 'fatigue' || id === 'stress' || id === 'physical_complaints',
}));
