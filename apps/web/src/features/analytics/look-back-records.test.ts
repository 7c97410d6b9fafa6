import { buildRewind, buildSuperInsights } from '@groeipad/coach';
import { startOfDayKey } from '@groeipad/domain';
import type { StoredRecord } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { pinnedInsightRecord, readSavedRewind, rewindRecord } from './look-back-records';

const FROM = startOfDayKey('2025-01-13');
const TO = startOfDayKey('2025-01-20');
const entry = {
  date: FROM + 43_200_000,
  created_at: FROM + 75_600_000,
  title: '',
  content: 'Een lange wandeling langs het water gemaakt.',
  word_count: 7,
  mood_rating: 4,
  tags: '[]',
};

function stored<T extends object>(record: T, id: string) {
  return { ...record, id, created_at: 1, updated_at: 2, created_by: 'user-1' };
}

describe('look-back records', () => {
  it('stores a look back with its texts and numbers, and reads it back for the list', () => {
    const rewind = buildRewind({
      period: 'week',
      from: FROM,
      to: TO,
      language: 'nl',
      mbtiType: null,
      entries: [entry, { ...entry, date: entry.date + 86_400_000, mood_rating: 2 }],
      moods: [{ timestamp: FROM + 3_600_000, mood_rating: 3 }],
      goals: [],
      tasks: [],
      planning: [],
    });
    const input = rewindRecord(rewind, 'user-1');
    expect(input).toMatchObject({
      user_id: 'user-1',
      session_type: 'week',
      session_title: rewind.title,
      session_date: FROM,
      is_premium: false,
    });
    const saved = readSavedRewind(stored(input, 'r1') as StoredRecord<'rewind_sessions'>);
    expect(saved).toEqual({
      id: 'r1',
      period: 'week',
      title: rewind.title,
      from: FROM,
      savedAt: 2,
      lines: rewind.lines,
      questions: rewind.questions,
      highlight: 'Een lange wandeling langs het water gemaakt.',
    });
  });

  it('reads a damaged record without throwing', () => {
    const saved = readSavedRewind(
      stored(
        {
          user_id: 'user-1',
          session_type: 'kwartaal',
          session_data: 'niet json',
          insights: '{"a":1}',
          session_date: FROM,
          is_premium: false,
        },
        'r2',
      ) as StoredRecord<'rewind_sessions'>,
    );
    expect(saved).toMatchObject({ period: null, title: 'kwartaal', lines: [], highlight: null });
  });

  it('keeps a pinned insight’s key and numbers in its metadata', () => {
    const [insight] = buildSuperInsights({
      from: FROM,
      now: FROM + 60 * 86_400_000,
      language: 'en',
      entries: [],
      moods: [],
      goals: Array.from({ length: 16 }, (_, i) => ({
        target_date: FROM + i * 86_400_000,
        is_completed: i < 8 ? true : i > 13,
        goal_text: 'Read',
        ...(i < 8 ? { estimated_duration: 15 } : {}),
      })),
      tasks: [],
      planning: [],
    });
    expect(insight?.type).toBe('goal_duration');
    if (!insight) return;
    const input = pinnedInsightRecord(insight, 'user-1', 99);
    expect(input).toMatchObject({
      insight_type: 'goal_duration',
      confidence_score: insight.confidence,
      generated_at: 99,
      data_sources: '["daily_goals"]',
    });
    expect(JSON.parse(input.metadata ?? '{}')).toEqual({
      key: 'goal_duration',
      direction: 'up',
      evidence: insight.evidence,
      sampleSize: 16,
    });
  });
});
