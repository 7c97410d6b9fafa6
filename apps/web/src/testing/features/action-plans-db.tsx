// Test support: a real Groeipad database on an isolated in-memory IndexedDB with one local user (INFJ), plans
// generated and stored the way the screen does it, and the screen rendered on it with its notifications.
import { generateActionPlan } from '@groeipad/coach';
import {
  actionPlansRepository,
  createRepository,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { failingWrites, type WriteSwitch } from '../failing-writes';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { ActionPlansScreen } from '../../features/action-plans/action-plans-screen';
import { planRecord } from '../../features/action-plans/plan-record';

export type { WriteSwitch };

export const USER_ID = 'user-plans';

export function openPlansTestDb(
  options: { control?: WriteSwitch; user?: boolean } = {},
): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({
    userId: USER_ID,
    user: options.user ?? true,
    announceStorage: false,
    middleware: options.control ? [failingWrites('ai_action_plans', options.control)] : [],
  });
}

/** A plan stored as an earlier session of the screen would have left it. */
export async function seedPlan(
  database: OpenGroeipadDbResult,
  goal: string,
  options: { horizonWeeks?: number; now?: number } = {},
) {
  const now = options.now ?? Date.now();
  const plan = generateActionPlan({
    goal,
    language: 'nl',
    mbtiType: 'INFJ',
    horizonWeeks: options.horizonWeeks ?? 4,
    now,
  });
  const repo = actionPlansRepository(database.db, { now: () => now, actor: USER_ID });
  return repo.create(planRecord(plan, { userId: USER_ID, goal, source: { kind: 'typed' }, now }));
}

export function seedDailyGoal(database: OpenGroeipadDbResult, text: string, targetDate: number) {
  return createRepository(database.db, 'daily_goals', {
    now: () => Date.now(),
    actor: USER_ID,
  }).create({
    user_id: USER_ID,
    goal_text: text,
    goal_category: 'health',
    is_completed: false,
    target_date: targetDate,
    priority: 'medium',
  });
}

export function seedPlanningGoals(database: OpenGroeipadDbResult, goals: string) {
  return createRepository(database.db, 'planning_sessions', {
    now: () => Date.now(),
    actor: USER_ID,
  }).create({
    user_id: USER_ID,
    session_title: 'Weekplanning',
    session_type: 'weekly',
    session_date: Date.now(),
    weekly_goals: goals,
    goals_completed: 0,
    goals_total: 1,
    completion_rate: 0,
  });
}

export function renderPlans(database: OpenGroeipadDbResult, path = '/ai3-action-plans') {
  // env="test" turns Mantine's transitions off, so pop-overs and modals are there at once.
  return renderApp(
    <MantineProvider env="test">
      <Notifications />
      <ActionPlansScreen />
    </MantineProvider>,
    { database, path },
  );
}

export function storedPlans(database: OpenGroeipadDbResult) {
  return database.db.ai_action_plans.where('user_id').equals(USER_ID).toArray();
}
