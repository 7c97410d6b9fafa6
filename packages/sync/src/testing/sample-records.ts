// Valid records of three synced tables for the sync tests: the domain samples with a chosen id, owner and time.
import { SAMPLE_NOW as NOW, sampleRecord as domainSample } from '@groeipad/domain/testing';
import type { Row } from '../client/types';

const DAY = 86_400_000;

export const SAMPLE_TABLES = ['tasks', 'mood_tracking', 'enhanced_journal_entries'] as const;
export type SampleTable = (typeof SAMPLE_TABLES)[number];

/** Text fields a user edits, per table; optional ones may also be cleared. */
export const EDITABLE_FIELDS: Record<SampleTable, { required: string[]; optional: string[] }> = {
  tasks: { required: ['title'], optional: ['description', 'category'] },
  mood_tracking: { required: [], optional: ['mood_description', 'context'] },
  enhanced_journal_entries: {
    required: ['content'],
    optional: ['gratitude_content', 'tomorrow_focus'],
  },
};

/** Each sample's time field from `at`: a journal entry's date, a mood's time, a task due a day later. */
const TIME_FIELDS: Record<SampleTable, (at: number) => Row> = {
  tasks: (at) => ({ due_date: at + DAY }),
  mood_tracking: (at) => ({ timestamp: at }),
  enhanced_journal_entries: (at) => ({ date: at }),
};

/** A valid record of `table` (the domain's sample) with this id, owner and time. */
export function sampleRecord(table: SampleTable, id: string, userId = 'user-1', at = NOW): Row {
  return {
    ...domainSample(table),
    id,
    user_id: userId,
    created_by: userId,
    created_at: at,
    updated_at: at,
    ...TIME_FIELDS[table](at),
  };
}
