// Which greeting fits the hour: morning, afternoon, evening or night on the user's wall clock.
export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** 05-12 morning, 12-18 afternoon, 18-24 evening, 00-05 night (an hour 0-23 on the local clock). */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 24) return 'evening';
  return 'night';
}
