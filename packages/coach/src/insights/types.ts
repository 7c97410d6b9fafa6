// Inputs and results of the look-back generators: the few record fields they read, and what they give back.
import type { DayKey, Language, MbtiType } from '@groeipad/domain';

/** A journal entry (enhanced_journal_entries fields; a stored record fits as it is). */
export type InsightEntry = {
  id?: string;
  /** The day the entry is about. */
  date: number;
  /** When it was written: the writing rhythm looks at this, not at `date`. */
  created_at: number;
  title: string;
  content: string;
  word_count: number;
  /** 1-5; absent when the user chose no mood. */
  mood_rating?: number | undefined;
  /** JSON list of strings. */
  tags: string;
  primary_tag?: string;
  /** JSON list of strings. */
  secondary_tags?: string;
};

/** A mood check-in (mood_tracking fields). */
export type InsightMood = {
  timestamp: number;
  /** 1-5. */
  mood_rating: number;
  /** JSON list: suggestion keys such as 'walking' or text the user typed. */
  activities?: string;
  /** JSON list, like activities. */
  triggers?: string;
};

/** A daily goal (daily_goals fields). */
export type InsightGoal = {
  target_date: number;
  is_completed: boolean;
  completed_at?: number;
  goal_text: string;
  /** Minutes the user expected it to take: "a goal with a time set". */
  estimated_duration?: number;
};

/** A task (tasks fields). Tasks have no completion time: a done task counts when it was last changed. */
export type InsightTask = {
  created_at: number;
  updated_at: number;
  completed: boolean;
  due_date?: number;
};

/** A planning session (planning_sessions fields). */
export type InsightPlanning = {
  session_date: number;
  goals_completed: number;
  goals_total: number;
};

export type InsightRecords = {
  entries: readonly InsightEntry[];
  moods: readonly InsightMood[];
  goals: readonly InsightGoal[];
  tasks: readonly InsightTask[];
  planning: readonly InsightPlanning[];
};

export type RewindPeriod = 'week' | 'month';

export type RewindInput = InsightRecords & {
  period: RewindPeriod;
  /** Start of the period (inclusive, ms). */
  from: number;
  /** End of the period (exclusive, ms). */
  to: number;
  /** Start of the period to compare with, which ends at `from`; by default as long as this one. */
  previousFrom?: number;
  language: Language;
  mbtiType: MbtiType | null;
  /** IANA zone for days and weekdays; the runtime's zone when left out. */
  timeZone?: string;
};

export type RewindCounts = {
  entries: number;
  words: number;
  /** Mood check-ins (entry moods are not counted here; they are part of the average). */
  moods: number;
  goalsDone: number;
  goalsTotal: number;
  tasksDone: number;
  planningSessions: number;
};

export type RewindMood = {
  /** The average mood of the period (averageMood of the domain: each day counts once), 1-5; null without any. */
  average: number | null;
  previousAverage: number | null;
  /** average - previousAverage, two decimals; null when either is missing. */
  change: number | null;
  /** Days of the period with at least one mood. */
  days: number;
};

export type RewindDay = { day: DayKey; average: number; moods: number; label: string };

export type RewindTheme = { theme: string; count: number };

export type RewindHighlight = { text: string; date: number; entryId?: string };

export type Rewind = {
  period: RewindPeriod;
  from: number;
  to: number;
  previousFrom: number;
  language: Language;
  /** Enough records in the period for a look back worth reading (MIN_REWIND_RECORDS). */
  enoughData: boolean;
  title: string;
  counts: RewindCounts;
  mood: RewindMood;
  bestDay: RewindDay | null;
  hardestDay: RewindDay | null;
  themes: RewindTheme[];
  highlight: RewindHighlight | null;
  /** The look back as a few friendly sentences in `language`. */
  lines: string[];
  /** 2-3 reflection questions for the next period, in `language`. */
  questions: string[];
};

export type SuperInsightType =
  | 'marker_mood'
  | 'writing_mood'
  | 'goals_mood'
  | 'weekday_mood'
  | 'writing_rhythm'
  | 'goal_duration'
  | 'task_due'
  | 'planning_goals';

export type SuperInsightsInput = InsightRecords & {
  /** Start of the window looked at (inclusive). */
  from: number;
  /** The present: end of the window; goals and tasks due later are not judged yet. */
  now: number;
  language: Language;
  timeZone?: string;
};

/** The record tables an insight rests on (super_insights.data_sources). */
export type InsightSource =
  'enhanced_journal_entries' | 'mood_tracking' | 'daily_goals' | 'tasks' | 'planning_sessions';

export type SuperInsight = {
  /** Stable for the same finding (type and subject), so a pinned insight is recognised again. */
  key: string;
  type: SuperInsightType;
  direction: 'up' | 'down';
  title: string;
  content: string;
  /** One or two things to try, in `language`. */
  actions: string[];
  /** 0-1: how strongly the data supports it (sample size and effect), not a probability. */
  confidence: number;
  /** The numbers behind it (means, rates, counts), rounded to two decimals. */
  evidence: Record<string, number>;
  /** How many days, goals, tasks or entries it rests on. */
  sampleSize: number;
  dataSources: InsightSource[];
};
