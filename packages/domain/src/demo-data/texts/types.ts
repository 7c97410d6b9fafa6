// The shape of the demo content in one language; every key comes from the plan, so all languages match.
import type { LifeAreaName } from '../../life-areas';
import type {
  DemoGoalKey,
  DemoJournalKey,
  DemoMoodContextKey,
  DemoTagKey,
  DemoTaskKey,
} from '../plan';

export type DemoJournalText = { title: string; content: string };

/** The words of one life area's progress record: two goals, two achievements, three milestones. */
export type DemoProgressText = {
  notes: string;
  goals: readonly [string, string];
  achievements: readonly [string, string];
  milestones: readonly [string, string, string];
};

export type DemoTexts = {
  journal: Record<DemoJournalKey, DemoJournalText>;
  tags: Record<DemoTagKey, string>;
  goals: Record<DemoGoalKey, string>;
  tasks: Record<DemoTaskKey, string>;
  moodContexts: Record<DemoMoodContextKey, string>;
  progress: Record<LifeAreaName, DemoProgressText>;
};
