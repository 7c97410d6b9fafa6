// The deeper sections of the holistic wellness check: which statements each has and how they are scored.
import { z } from 'zod';

export const HOLISTIC_SECTION_IDS = ['body', 'mind', 'connection', 'direction'] as const;
export type HolisticSectionId = (typeof HOLISTIC_SECTION_IDS)[number];

/** Where a suggestion for a weak section leads; the web app maps each to its route. */
export const SECTION_SUGGESTION_TARGETS = ['coach', 'content', 'challenges', 'actionPlan'] as const;
export type SectionSuggestionTarget = (typeof SECTION_SUGGESTION_TARGETS)[number];

const idSchema = z.string().regex(/^[a-z][A-Za-z_]*$/);

const sectionSchema = z.object({
  id: z.enum(HOLISTIC_SECTION_IDS),
  /** 3-4 statements; answer 1..5 means "not at all .. fully true"; reversed: true is worse. */
  items: z
    .array(z.object({ id: idSchema, reversed: z.boolean() }))
    .min(3)
    .max(4),
  /** 2-3 next steps, each a text id (wellnessCheck:suggestions.<id>) and where it leads. */
  suggestions: z
    .array(z.object({ id: idSchema, target: z.enum(SECTION_SUGGESTION_TARGETS) }))
    .min(2)
    .max(3),
});

const sectionsSchema = z
  .array(sectionSchema)
  .length(HOLISTIC_SECTION_IDS.length)
  .refine((sections) => {
    const ids = sections.flatMap((s) => s.items.map((i) => i.id));
    return new Set(ids).size === ids.length;
  }, 'item ids must be unique over all sections');

/**
 * Written by us to go a step deeper than the eight onboarding items: daylight, food and evening screens
 * (body); worry, recovery and self-kindness (mind); someone to confide in and loneliness (connection);
 * values, progress and joy (direction). Texts: wellnessCheck:sections.<section>.title and wellnessCheck:items.<item>.
 */
const SECTIONS_DATA = [
  {
    id: 'body',
    items: [
      { id: 'rested', reversed: false },
      { id: 'daylight', reversed: false },
      { id: 'nutrition', reversed: false },
      { id: 'late_screens', reversed: true },
    ],
    suggestions: [
      { id: 'bodyRoutinePlan', target: 'actionPlan' },
      { id: 'bodyChallenge', target: 'challenges' },
      { id: 'bodyContent', target: 'content' },
    ],
  },
  {
    id: 'mind',
    items: [
      { id: 'worry', reversed: true },
      { id: 'unwind', reversed: false },
      { id: 'name_feelings', reversed: false },
      { id: 'self_kindness', reversed: false },
    ],
    suggestions: [
      { id: 'mindCoach', target: 'coach' },
      { id: 'mindContent', target: 'content' },
      { id: 'mindChallenge', target: 'challenges' },
    ],
  },
  {
    id: 'connection',
    items: [
      { id: 'confide', reversed: false },
      { id: 'lonely', reversed: true },
      { id: 'belonging', reversed: false },
    ],
    suggestions: [
      { id: 'connectionCoach', target: 'coach' },
      { id: 'connectionPlan', target: 'actionPlan' },
      { id: 'connectionChallenge', target: 'challenges' },
    ],
  },
  {
    id: 'direction',
    items: [
      { id: 'values', reversed: false },
      { id: 'progress', reversed: false },
      { id: 'joy', reversed: false },
    ],
    suggestions: [
      { id: 'directionPlan', target: 'actionPlan' },
      { id: 'directionCoach', target: 'coach' },
      { id: 'directionContent', target: 'content' },
    ],
  },
] as const satisfies readonly z.input<typeof sectionSchema>[];

type Data = (typeof SECTIONS_DATA)[number];
export type HolisticItemId = Data['items'][number]['id'];
export type SectionSuggestionId = Data['suggestions'][number]['id'];
/** The suggestions that open an action plan, which takes a ready-made goal (wellnessCheck:planGoals.<id>). */
export type SectionPlanSuggestionId = Extract<
  Data['suggestions'][number],
  { readonly target: 'actionPlan' }
>['id'];
export type HolisticSection = {
  id: HolisticSectionId;
  items: readonly { id: HolisticItemId; reversed: boolean }[];
  suggestions: readonly { id: SectionSuggestionId; target: SectionSuggestionTarget }[];
};

/** Validated once when the module loads, so a bad edit to the data fails every test at once; ids stay typed. */
export const HOLISTIC_SECTIONS: readonly HolisticSection[] = (() => {
  sectionsSchema.parse(SECTIONS_DATA);
  return SECTIONS_DATA;
})();

/** Every deeper item id, in section order. */
export const HOLISTIC_ITEM_IDS: readonly HolisticItemId[] = HOLISTIC_SECTIONS.flatMap((s) =>
  s.items.map((i) => i.id),
);

export function isSectionPlanSuggestion(id: SectionSuggestionId): id is SectionPlanSuggestionId {
  return HOLISTIC_SECTIONS.some((section) =>
    section.suggestions.some((s) => s.id === id && s.target === 'actionPlan'),
  );
}
