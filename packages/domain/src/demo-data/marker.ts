// The mark every generated demo record carries in its metadata, so removal takes exactly those and nothing else.
export const DEMO_MARKER = 'groeipad-demo-v1';

/** The tables the demo generator writes, in the order the developer view lists them. */
export const DEMO_TABLES = [
  'enhanced_journal_entries',
  'mood_tracking',
  'daily_goals',
  'tasks',
  'wellness_assessments',
  'levensgebieden_questionnaires',
  'life_areas_progress',
] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

/**
 * Tables an earlier generator wrote and this one no longer does (its journal went to journal_entries, which
 * no screen lists). Marked records there are still counted and removed, so nothing marked is left behind.
 */
export const LEGACY_DEMO_TABLES = ['journal_entries'] as const;
export type LegacyDemoTable = (typeof LEGACY_DEMO_TABLES)[number];

export function demoMetadata(extra: Record<string, string> = {}): string {
  return JSON.stringify({ ...extra, demo: DEMO_MARKER });
}

/** True only for our own mark: a user's record with other or no metadata is never taken for demo data. */
export function isDemoRecord(record: { metadata?: string | undefined }): boolean {
  if (typeof record.metadata !== 'string') return false;
  try {
    const value: unknown = JSON.parse(record.metadata);
    return (
      value !== null &&
      typeof value === 'object' &&
      (value as { demo?: unknown }).demo === DEMO_MARKER
    );
  } catch {
    return false;
  }
}
