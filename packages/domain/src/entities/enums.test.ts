import { describe, expect, it } from 'vitest';
import { aiContextTypeSchema, embeddingSourceTableSchema } from './ai';
import { taskPriority } from './core';
import { downloadStatusSchema } from './content';
import {
  levensgebiedSchema,
  mbtiTypeSchema,
  recordSyncStatusSchema,
  subscriptionTierSchema,
} from './enums';
import {
  met24ApplicationTypeSchema,
  met24InsightTypeSchema,
  syncFrequencySchema,
  syncOperationSchema,
  syncQueueStatusSchema,
} from './met24';
import { paymentStatusSchema, upgradeEventTypeSchema, upgradeStepSchema } from './subscriptions';
import { lifeAreaNameSchema } from './wellbeing';

describe('value lists of the spec', () => {
  it.each([
    ['priority', taskPriority, ['high', 'medium', 'low']],
    [
      'ai context',
      aiContextTypeSchema,
      ['imagination', 'chat', 'journal', 'goal', 'therapy', 'coaching'],
    ],
    [
      'life area',
      lifeAreaNameSchema,
      [
        'career',
        'relationships',
        'health',
        'finance',
        'personal_growth',
        'spirituality',
        'social_life',
        'hobbies',
      ],
    ],
    [
      'levensgebied',
      levensgebiedSchema,
      [
        'psychischeGezondheid',
        'lichamelijkeGezondheid',
        'financieen',
        'werkSamenleving',
        'hobbyPassies',
        'actieveImaginatie',
        'professioneleOntwikkeling',
        'socialeRelaties',
        'thuisOmgeving',
      ],
    ],
    ['download status', downloadStatusSchema, ['downloading', 'completed', 'failed']],
    ['payment status', paymentStatusSchema, ['pending', 'completed', 'failed', 'refunded']],
    ['tier', subscriptionTierSchema, ['free', 'premium', 'gold', 'platinum']],
    [
      'upgrade event',
      upgradeEventTypeSchema,
      ['page_view', 'plan_selected', 'payment_started', 'payment_completed', 'upgrade_completed'],
    ],
    ['upgrade step', upgradeStepSchema, ['upgrade_page', 'plan_selection', 'payment', 'success']],
    ['operation', syncOperationSchema, ['create', 'update', 'delete']],
    ['queue status', syncQueueStatusSchema, ['pending', 'syncing', 'completed', 'failed']],
    ['record sync status', recordSyncStatusSchema, ['pending', 'synced', 'error']],
    ['sync frequency', syncFrequencySchema, ['manual', 'hourly', 'daily', 'weekly']],
    [
      'insight type',
      met24InsightTypeSchema,
      [
        'neurowetenschappelijk',
        'sociaal-psychologisch',
        'ontwikkelingspsychologisch',
        'onderwijskundig',
        'cognitief-psychologisch',
      ],
    ],
    [
      'application type',
      met24ApplicationTypeSchema,
      ['routine', 'oefening', 'workshop', 'planning', 'sessie'],
    ],
    [
      'embedding source',
      embeddingSourceTableSchema,
      [
        'mbti_profiles',
        'chat_messages',
        'journal_entries',
        'ai_interactions',
        'ai_action_plans',
        'super_insights',
        'rewind_sessions',
      ],
    ],
  ] as const)('%s is exactly the spec list', (_name, schema, values) => {
    expect(schema.options).toEqual(values);
    expect(schema.safeParse('unknown').success).toBe(false);
  });

  it('MBTI types are the 16 four-letter codes, upper case', () => {
    expect(mbtiTypeSchema.options).toHaveLength(16);
    for (const type of mbtiTypeSchema.options) expect(type).toMatch(/^[EI][SN][TF][JP]$/);
    expect(new Set(mbtiTypeSchema.options).size).toBe(16);
    expect(mbtiTypeSchema.safeParse('infj').success).toBe(false);
    expect(mbtiTypeSchema.safeParse('XXXX').success).toBe(false);
  });
});
