import { describe, expect, it } from 'vitest';
import type { TableName } from './layout';
import { tableRegistry } from './registry';
import { sampleRecord } from '../testing/samples';

function accepts(table: TableName, patch: Record<string, unknown>): boolean {
  return tableRegistry[table].schema.safeParse({ ...sampleRecord(table), ...patch }).success;
}

/** Checks the inclusive bounds of a numeric field: lo and hi pass, just outside fails. */
function expectRange(table: TableName, field: string, lo: number, hi: number, step: number) {
  expect(accepts(table, { [field]: lo }), `${table}.${field}=${lo}`).toBe(true);
  expect(accepts(table, { [field]: hi }), `${table}.${field}=${hi}`).toBe(true);
  expect(accepts(table, { [field]: lo - step }), `${table}.${field}=${lo - step}`).toBe(false);
  expect(accepts(table, { [field]: hi + step }), `${table}.${field}=${hi + step}`).toBe(false);
}

describe('ranges the spec gives', () => {
  it('mood ratings are whole numbers 1-5', () => {
    expectRange('journal_entries', 'mood_rating', 1, 5, 1);
    expectRange('enhanced_journal_entries', 'mood_rating', 1, 5, 1);
    expectRange('mood_tracking', 'mood_rating', 1, 5, 1);
    expect(accepts('mood_tracking', { mood_rating: 3.5 })).toBe(false);
  });

  it('MET2.4 evidence 1-5, difficulty 1-10, relation strength 0-10, progress 0-100', () => {
    expectRange('met24_new_insights', 'evidence_level', 1, 5, 1);
    expectRange('met24_practical_applications', 'difficulty_level', 1, 10, 1);
    expectRange('met24_domain_relations', 'relation_strength', 0, 10, 0.1);
    expect(accepts('met24_domain_relations', { relation_strength: 7.5 })).toBe(true);
    expectRange('met24_user_progress', 'progress_percentage', 0, 100, 0.5);
  });

  it('progress and scores graded on 0-100 stay within it', () => {
    expectRange('life_areas_progress', 'progress_level', 0, 100, 1);
    expectRange('content_pointers', 'progress', 0, 100, 1);
    expectRange('content_recommendations', 'score', 0, 100, 1);
    expectRange('ai_action_plans', 'progress', 0, 100, 1);
    expectRange('planning_sessions', 'completion_rate', 0, 100, 1);
    expectRange('content_items', 'difficulty_level', 1, 10, 1);
  });

  it('questionnaire scores are 0-10 and may be absent (no answers)', () => {
    expectRange('levensgebieden_questionnaires', 'total_score', 0, 10, 0.5);
    expect(accepts('levensgebieden_questionnaires', { total_score: undefined })).toBe(true);
  });

  it('counts are whole and never negative', () => {
    expect(accepts('chat_messages', { edit_count: -1 })).toBe(false);
    expect(accepts('chat_messages', { tokens_used: 2.5 })).toBe(false);
    expect(accepts('met24_sync_queue', { retry_count: -1 })).toBe(false);
    expect(accepts('offline_packs', { pack_size: 0 })).toBe(true);
    expect(accepts('vector_embeddings', { embedding_dimension: 0 })).toBe(false);
  });

  it('rejects numbers that are not finite', () => {
    expect(accepts('payment_transactions', { amount: Number.POSITIVE_INFINITY })).toBe(false);
    expect(accepts('super_insights', { confidence_score: Number.NaN })).toBe(false);
  });

  it('onboarding steps run 1-5 and onboarded_at may be null', () => {
    expectRange('onboarding_states', 'current_step', 1, 5, 1);
    expect(accepts('onboarding_states', { onboarded_at: null })).toBe(true);
  });
});

describe('text a user types', () => {
  it('titles are trimmed, not empty and at most 500 characters', () => {
    expect(accepts('tasks', { title: '   ' })).toBe(false);
    expect(accepts('tasks', { title: 'x'.repeat(500) })).toBe(true);
    expect(accepts('tasks', { title: 'x'.repeat(501) })).toBe(false);
    const parsed = tableRegistry.tasks.schema.parse({
      ...sampleRecord('tasks'),
      title: '  Lezen ',
    });
    expect(parsed.title).toBe('Lezen');
  });

  it('long text stops at 100,000 characters with a clear issue', () => {
    expect(accepts('journal_entries', { content: 'a'.repeat(100_000) })).toBe(true);
    const result = tableRegistry.journal_entries.schema.safeParse({
      ...sampleRecord('journal_entries'),
      content: 'a'.repeat(100_001),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_big', path: ['content'] });
  });

  it('a journal entry may have an empty title, a daily goal may not', () => {
    expect(accepts('journal_entries', { title: '' })).toBe(true);
    expect(accepts('daily_goals', { goal_text: '' })).toBe(false);
  });

  it('emails, URLs, currencies and months are checked', () => {
    expect(accepts('users', { email: 'not-an-email' })).toBe(false);
    expect(accepts('users', { email: undefined })).toBe(true);
    expect(accepts('users', { website: 'javascript:alert(1)' })).toBe(false);
    expect(accepts('payment_transactions', { currency: 'eur' })).toBe(false);
    expect(accepts('feature_usage', { current_month: '2023-13' })).toBe(false);
    expect(accepts('feature_usage', { current_month: '2023-12' })).toBe(true);
  });
});

describe('fields the spec gives as alternatives or all optional', () => {
  it('an action plan needs a description or content', () => {
    expect(accepts('ai_action_plans', { description: undefined, content: 'Plan' })).toBe(true);
    expect(accepts('ai_action_plans', { description: undefined, content: undefined })).toBe(false);
  });

  it('a rewind session needs a session_type or session_title', () => {
    expect(accepts('rewind_sessions', { session_type: undefined, session_title: 'Week' })).toBe(
      true,
    );
    expect(accepts('rewind_sessions', { session_type: undefined })).toBe(false);
  });

  it('extensions need only their spec-required fields', () => {
    const base = { id: 'x', created_at: 0, updated_at: 0, created_by: 'u' };
    const parse = (table: TableName, r: unknown) => tableRegistry[table].schema.safeParse(r);
    expect(
      parse('future_extensions', { ...base, data_json: '{}', is_enabled: false }).success,
    ).toBe(true);
    expect(parse('future_extensions', { ...base, data_json: '{}' }).success).toBe(false);
    expect(parse('extension_events', { ...base, event_timestamp: 1 }).success).toBe(true);
    expect(parse('extension_settings', base).success).toBe(true);
  });
});

describe('users.avatar_url', () => {
  const user = sampleRecord('users');
  it('accepts a web address or an uploaded image kept as a data URL', () => {
    const schema = tableRegistry.users.schema;
    expect(schema.safeParse({ ...user, avatar_url: 'https://example.nl/a.png' }).success).toBe(
      true,
    );
    expect(
      schema.safeParse({ ...user, avatar_url: 'data:image/webp;base64,UklGRg==' }).success,
    ).toBe(true);
  });
  it('rejects scripts, other data and oversized images', () => {
    const schema = tableRegistry.users.schema;
    expect(schema.safeParse({ ...user, avatar_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(schema.safeParse({ ...user, avatar_url: 'data:text/html;base64,PGI+' }).success).toBe(
      false,
    );
    const huge = `data:image/png;base64,${'A'.repeat(700_000)}`;
    expect(schema.safeParse({ ...user, avatar_url: huge }).success).toBe(false);
  });
});
