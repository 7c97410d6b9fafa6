// Public surface of the holistic wellness check: the deeper sections, scoring and history.
export {
  HOLISTIC_ITEM_IDS,
  HOLISTIC_SECTION_IDS,
  HOLISTIC_SECTIONS,
  isSectionPlanSuggestion,
  SECTION_SUGGESTION_TARGETS,
} from './sections';
export type {
  HolisticItemId,
  HolisticSection,
  HolisticSectionId,
  SectionPlanSuggestionId,
  SectionSuggestionId,
  SectionSuggestionTarget,
} from './sections';
export { scoreHolistic } from './score';
export type { HolisticAnswers, HolisticResult, HolisticScore } from './score';
export {
  compareSections,
  HOLISTIC_ASSESSMENT_TYPE,
  HOLISTIC_INSTRUMENT,
  holisticTimePoint,
  parseHolisticSections,
} from './history';
export type { SectionChange } from './history';
