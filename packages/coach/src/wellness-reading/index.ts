// Public surface of the wellness reading: the pure analysis behind /wellness-analysis.
export { readWellness, MAX_FOCUS_AREAS } from './read-wellness';
export type { FocusArea, ReadWellnessInput, WellnessReading } from './read-wellness';
export { areaBand } from './assessment-reading';
export type {
  AreaBand,
  AreaChange,
  AreaScore,
  AssessmentComparison,
  AssessmentReading,
  WellnessAssessmentInput,
} from './assessment-reading';
export { LOW_MOOD_AVERAGE, WELLNESS_MOOD_WINDOWS } from './mood-reading';
export type { MoodReading, MoodWindowDays } from './mood-reading';
export { parseWellnessScores } from './parse-scores';
export type { WellnessScores } from './parse-scores';
export {
  ALL_SUGGESTION_IDS,
  isPlanSuggestion,
  PLAN_SUGGESTIONS,
  SUGGESTION_ROUTES,
  suggestionsFor,
} from './suggestions';
export type {
  PlanSuggestionId,
  SuggestionTarget,
  WellnessSuggestion,
  WellnessSuggestionId,
} from './suggestions';
