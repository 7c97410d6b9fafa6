// How a look back and a pinned insight are stored (rewind_sessions, super_insights) and read back for the lists.
import type { Rewind, RewindPeriod, SuperInsight } from '@groeipad/coach';
import { parseJsonObject, parseStringList } from '@groeipad/domain';
import type { CreateInput, StoredRecord } from '@groeipad/local-db';

export function rewindRecord(rewind: Rewind, userId: string): CreateInput<'rewind_sessions'> {
  const { from, to, previousFrom, language, counts, mood, bestDay, hardestDay, themes } = rewind;
  return {
    user_id: userId,
    session_type: rewind.period,
    session_title: rewind.title,
    session_date: from,
    session_data: JSON.stringify({
      from,
      to,
      previousFrom,
      language,
      counts,
      mood,
      bestDay,
      hardestDay,
      themes,
      highlight: rewind.highlight,
    }),
    // Made on the device by the offline generator, not by a model.
    ai_analysis: JSON.stringify({ generator: 'offline', language }),
    insights: JSON.stringify(rewind.lines),
    recommendations: JSON.stringify(rewind.questions),
    is_premium: false,
  };
}

export type SavedRewind = {
  id: string;
  period: RewindPeriod | null;
  title: string;
  from: number;
  savedAt: number;
  lines: string[];
  questions: string[];
  highlight: string | null;
};

export function readSavedRewind(record: StoredRecord<'rewind_sessions'>): SavedRewind {
  const data = parseJsonObject<{ highlight: { text?: unknown } | null }>(record.session_data);
  const highlight = data.highlight?.text;
  const type = record.session_type;
  return {
    id: record.id,
    period: type === 'week' || type === 'month' ? type : null,
    title: record.session_title ?? record.session_type ?? '',
    from: record.session_date,
    savedAt: record.updated_at,
    lines: parseStringList(record.insights),
    questions: parseStringList(record.recommendations),
    highlight: typeof highlight === 'string' ? highlight : null,
  };
}

export function pinnedInsightRecord(
  insight: SuperInsight,
  userId: string,
  now: number,
): CreateInput<'super_insights'> {
  return {
    user_id: userId,
    insight_type: insight.type,
    title: insight.title,
    content: insight.content,
    data_sources: JSON.stringify(insight.dataSources),
    confidence_score: insight.confidence,
    actionable_items: JSON.stringify(insight.actions),
    is_premium: false,
    generated_at: now,
    // The key finds the pin again; the numbers stay with the text they explain.
    metadata: JSON.stringify({
      key: insight.key,
      direction: insight.direction,
      evidence: insight.evidence,
      sampleSize: insight.sampleSize,
    }),
  };
}
