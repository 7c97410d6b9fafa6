// What waits to sync, in the kinds a user knows ("3 journal entries, 1 task") instead of table names.
import type { TableName } from '@groeipad/domain';
import type { PendingRow } from './pending-rows';

/** In the order they are named; `other` (everything without a name of its own) always last. */
export const WAITING_KINDS = [
  'journal',
  'moods',
  'tasks',
  'goals',
  'plans',
  'conversations',
  'checks',
  'imagination',
  'profile',
  'settings',
  'other',
] as const;

export type WaitingKind = (typeof WAITING_KINDS)[number];

const kindOfTable: Partial<Record<TableName, WaitingKind>> = {
  journal_entries: 'journal',
  enhanced_journal_entries: 'journal',
  mood_tracking: 'moods',
  tasks: 'tasks',
  daily_goals: 'goals',
  planning_sessions: 'plans',
  ai_action_plans: 'plans',
  chat_messages: 'conversations',
  ai_interactions: 'conversations',
  interactive_ai_sessions: 'conversations',
  wellness_assessments: 'checks',
  levensgebieden_questionnaires: 'checks',
  life_areas_progress: 'checks',
  imagination_sessions: 'imagination',
  inspirations: 'imagination',
  users: 'profile',
  mbti_profiles: 'profile',
  onboarding_states: 'profile',
  settings: 'settings',
  extension_settings: 'settings',
};

export type WaitingCount = { kind: WaitingKind; count: number };

export function waitingKindOf(table: TableName): WaitingKind {
  return kindOfTable[table] ?? 'other';
}

/** One count per kind that has something waiting (a created, changed or deleted record each). */
export function waitingCounts(rows: readonly PendingRow[]): WaitingCount[] {
  const counts = new Map<WaitingKind, number>();
  for (const row of rows) {
    const kind = waitingKindOf(row.table);
    counts.set(kind, (counts.get(kind) ?? 0) + row.total);
  }
  return WAITING_KINDS.flatMap((kind) => {
    const count = counts.get(kind) ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}
