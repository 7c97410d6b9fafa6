import { tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import { tableRegistry } from '@groeipad/domain/schemas';
import { describe, expect, it } from 'vitest';
import { isSyncTable, ownerOf, SYNC_TABLES } from './tables';

const SERVER_OWNED = ['user_subscriptions', 'payment_transactions'];

function ownedByUser(name: TableName): boolean {
  const shape = tableRegistry[name].schema.shape as Record<string, unknown>;
  return name === 'users' || Object.hasOwn(shape, 'user_id');
}

describe('sync tables', () => {
  it('are exactly the synced tables a user owns, minus server-owned ones', () => {
    const derived = tableNames.filter(
      (name) => tableRegistry[name].synced && !SERVER_OWNED.includes(name) && ownedByUser(name),
    );
    expect([...SYNC_TABLES].sort()).toEqual(derived.sort());
  });

  it('leave out shared content, payments and device bookkeeping', () => {
    for (const name of ['content_items', 'user_subscriptions', 'met24_sync_queue', 'sync_status']) {
      expect(isSyncTable(name)).toBe(false);
    }
    expect(isSyncTable('enhanced_journal_entries')).toBe(true);
  });

  it('find the owner of a record', () => {
    expect(ownerOf('users', { id: 'u1' })).toBe('u1');
    expect(ownerOf('tasks', { id: 't1', user_id: 'u1' })).toBe('u1');
    expect(ownerOf('tasks', { id: 't1', user_id: '' })).toBeUndefined();
    expect(ownerOf('tasks', { id: 't1' })).toBeUndefined();
  });
});
