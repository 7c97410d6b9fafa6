// Change-tracked tables (local-db) against the tables a device pushes and pulls (the sync engine): one is a subset.
import { tableNames } from '@groeipad/domain';
import { isSyncTable, SYNC_TABLES } from '@groeipad/sync';
import { describe, expect, it } from 'vitest';
import { isChangeTrackedTable } from './schema';

/** Tracked on the device but never pushed: the server delivers or owns them. */
const TRACKED_NOT_PUSHED = [
  // Shared content: no user owns it.
  'mbti_contents',
  'content_items',
  'content_chunks',
  'content_sources',
  'media_intelligence',
  'subscription_plans',
  'met24_domains',
  'met24_domain_relations',
  'met24_new_insights',
  'met24_practical_applications',
  // Server-owned: a device could otherwise grant itself a paid tier.
  'user_subscriptions',
  'payment_transactions',
];

describe('change-tracked tables and sync tables', () => {
  it('track every table the sync engine pushes and pulls, so its changes are found', () => {
    expect(SYNC_TABLES.filter((name) => !isChangeTrackedTable(name))).toEqual([]);
  });

  it('differ exactly by the tables the server delivers or owns', () => {
    const trackedOnly = tableNames.filter(
      (name) => isChangeTrackedTable(name) && !isSyncTable(name),
    );
    expect([...trackedOnly].sort()).toEqual([...TRACKED_NOT_PUSHED].sort());
  });

  it('leave device bookkeeping out of both', () => {
    for (const name of ['met24_sync_queue', 'sync_status', 'offline_ai_models']) {
      expect(isChangeTrackedTable(name)).toBe(false);
      expect(isSyncTable(name)).toBe(false);
    }
  });
});
