// Look-back generators: rewind sessions (a week or month in review) and super insights across the user's data.
export { buildRewind, MIN_REWIND_RECORDS } from './rewind';
export { buildSuperInsights, MAX_SUPER_INSIGHTS } from './super-insights';
export type {
  InsightEntry,
  InsightGoal,
  InsightMood,
  InsightPlanning,
  InsightRecords,
  InsightSource,
  InsightTask,
  Rewind,
  RewindCounts,
  RewindDay,
  RewindHighlight,
  RewindInput,
  RewindMood,
  RewindPeriod,
  RewindTheme,
  SuperInsight,
  SuperInsightsInput,
  SuperInsightType,
} from './types';
