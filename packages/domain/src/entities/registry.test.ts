import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCHEMA_VERSION, tableNames, tableLayouts, type TableName } from './layout';
import { tableRegistry } from './registry';
import { indexFieldNames } from './registry-types';

const expectedTables = [
  'tasks',
  'users',
  'mbti_profiles',
  'mbti_contents',
  'settings',
  'onboarding_states',
  'life_areas_progress',
  'levensgebieden_questionnaires',
  'wellness_assessments',
  'chat_messages',
  'contacts',
  'journal_entries',
  'enhanced_journal_entries',
  'daily_goals',
  'mood_tracking',
  'planning_sessions',
  'journaling_analytics',
  'imagination_sessions',
  'inspirations',
  'challenges',
  'challenge_milestones',
  'challenge_analytics',
  'challenge_rewards',
  'challenge_participants',
  'user_challenge_stats',
  'ai_interactions',
  'ai_artifacts',
  'vector_embeddings',
  'ai_action_plans',
  'super_insights',
  'rewind_sessions',
  'ai_learning_pipelines',
  'ai_personalization_engine',
  'offline_ai_models',
  'user_behavior_analytics',
  'external_ai_services',
  'interactive_ai_sessions',
  'dynamic_content_creation',
  'ai_service_health_monitoring',
  'content_items',
  'content_chunks',
  'content_pointers',
  'offline_packs',
  'content_recommendations',
  'content_sources',
  'mbti_learning_paths',
  'content_analytics',
  'media_intelligence',
  'content_sync_status',
  'subscription_plans',
  'user_subscriptions',
  'payment_transactions',
  'upgrade_flow_events',
  'feature_usage',
  'met24_domains',
  'met24_domain_relations',
  'met24_new_insights',
  'met24_practical_applications',
  'met24_user_progress',
  'met24_sync_queue',
  'met24_server_sync_status',
  'sync_status',
  'future_extensions',
  'extension_events',
  'extension_settings',
  'audit_events',
];

function shapeOf(table: TableName): Record<string, z.ZodType> {
  return tableRegistry[table].schema.shape;
}

/** The zod type under optional/nullable wrappers. */
function unwrap(type: z.ZodType): z.ZodType {
  if (type instanceof z.ZodOptional || type instanceof z.ZodNullable) {
    return unwrap(type.unwrap() as z.ZodType);
  }
  return type;
}

describe('tableRegistry', () => {
  it('is schema version 14', () => {
    expect(SCHEMA_VERSION).toBe(14);
  });

  it('holds exactly the 66 tables of SPEC.md section 3', () => {
    expect(expectedTables).toHaveLength(66);
    expect(new Set(expectedTables).size).toBe(66);
    expect([...tableNames].sort()).toEqual([...expectedTables].sort());
    expect(tableNames).toHaveLength(66);
  });

  it('names only fields that exist in the schema', () => {
    for (const table of tableNames) {
      const shape = shapeOf(table);
      for (const index of tableRegistry[table].indexes) {
        for (const field of indexFieldNames(index)) {
          expect(shape, `${table}: index ${index}`).toHaveProperty(field);
        }
      }
    }
  });

  it('never indexes a boolean field (IndexedDB cannot)', () => {
    // The check must see through wrappers, or an optional boolean would slip by.
    expect(unwrap(z.boolean().optional().nullable())).toBeInstanceOf(z.ZodBoolean);
    for (const table of tableNames) {
      const shape = shapeOf(table);
      for (const index of tableRegistry[table].indexes) {
        for (const field of indexFieldNames(index)) {
          const type = shape[field];
          expect(type, `${table}.${field}`).toBeDefined();
          if (type === undefined) continue;
          expect(unwrap(type), `${table}: index ${index}`).not.toBeInstanceOf(z.ZodBoolean);
        }
      }
    }
  });

  it('lists neither the primary key nor local-db status, and no index twice', () => {
    for (const table of tableNames) {
      const fields = tableRegistry[table].indexes.flatMap(indexFieldNames);
      expect(fields, table).not.toContain('id');
      expect(fields, table).not.toContain('_status');
      const indexes = tableRegistry[table].indexes.map((i) => i.replace(/^[&*]/, ''));
      expect(new Set(indexes).size, table).toBe(indexes.length);
    }
  });

  it('keys mbti_contents uniquely on type, kind and order', () => {
    expect(tableRegistry.mbti_contents.indexes).toContain('&[mbti_type+kind+order_idx]');
    expect(tableRegistry.mbti_contents.indexes).toEqual(
      expect.arrayContaining(['mbti_type', 'kind', 'order_idx']),
    );
  });

  it('has the indexes the spec names and the queries need', () => {
    const has = (table: TableName, ...indexes: string[]) =>
      expect(tableRegistry[table].indexes, table).toEqual(expect.arrayContaining(indexes));
    has('tasks', 'user_id');
    has('users', 'email', 'mbti_type');
    has('mbti_profiles', 'user_id', 'mbti_type');
    has('settings', 'key');
    has('onboarding_states', 'onboarded_at');
    has('journal_entries', 'user_id', 'date');
    has('mood_tracking', 'user_id', 'timestamp');
    has('daily_goals', 'target_date');
    has('met24_sync_queue', 'status');
    has('met24_user_progress', 'domain_id');
    has('met24_new_insights', 'domain_id');
    has('met24_practical_applications', 'domain_id');
    has('sync_status', '[table_name+record_id]', 'record_id');
    has('future_extensions', 'extension_id', 'extension_type');
    has('extension_events', 'extension_id', 'event_type');
    has('extension_settings', 'setting_key');
    has('upgrade_flow_events', 'event_type');
  });

  it('indexes user_id on every table that has a required user_id', () => {
    for (const table of tableNames) {
      const userId = shapeOf(table).user_id;
      if (userId === undefined || userId instanceof z.ZodOptional) continue;
      const fields = tableRegistry[table].indexes.flatMap(indexFieldNames);
      expect(fields, table).toContain('user_id');
    }
  });

  it('keeps exactly the device bookkeeping tables local', () => {
    const local = tableNames.filter((t) => !tableRegistry[t].synced).sort();
    expect(local).toEqual([
      'ai_service_health_monitoring',
      'content_sync_status',
      'external_ai_services',
      'met24_server_sync_status',
      'met24_sync_queue',
      'offline_ai_models',
      'sync_status',
    ]);
  });
});

describe('indexFieldNames', () => {
  it('reads simple, unique, multi-entry and compound indexes', () => {
    expect(indexFieldNames('user_id')).toEqual(['user_id']);
    expect(indexFieldNames('&email')).toEqual(['email']);
    expect(indexFieldNames('*tags')).toEqual(['tags']);
    expect(indexFieldNames('++id')).toEqual(['id']);
    expect(indexFieldNames('&[mbti_type+kind+order_idx]')).toEqual([
      'mbti_type',
      'kind',
      'order_idx',
    ]);
  });
});

describe('layout and registry', () => {
  it('describe exactly the same tables, with the layout as the only source of indexes', () => {
    expect(Object.keys(tableRegistry).sort()).toEqual(Object.keys(tableLayouts).sort());
    for (const name of tableNames) {
      expect(tableRegistry[name].indexes).toBe(tableLayouts[name].indexes);
      expect(tableRegistry[name].synced).toBe(tableLayouts[name].synced);
    }
  });
});
