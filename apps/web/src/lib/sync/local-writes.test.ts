import { RangeSet } from 'dexie';
import type { ObservabilitySet } from 'dexie';
import { describe, expect, it } from 'vitest';
import { isLocalWriteOf } from './local-writes';

const DB = 'groeipad';

function parts(entries: Record<string, string[] | 'all'>): ObservabilitySet {
  return Object.fromEntries(
    Object.entries(entries).map(([key, keys]) => [
      `idb://${DB}/${key}`,
      keys === 'all' ? new RangeSet(-Infinity, [[]]) : new RangeSet().addKeys(keys),
    ]),
  );
}

describe('isLocalWriteOf', () => {
  it("a repository write of the user's task is a local write", () => {
    const write = parts({
      'tasks/': ['t1'],
      'tasks/user_id': ['u1'],
      'tasks/_status': ['created'],
    });
    expect(isLocalWriteOf(write, DB, 'u1')).toBe(true);
  });

  it("another user's records on the device, another database or a local-only table are not", () => {
    expect(isLocalWriteOf(parts({ 'tasks/': ['t1'], 'tasks/user_id': ['u2'] }), DB, 'u1')).toBe(
      false,
    );
    expect(isLocalWriteOf(parts({ 'tasks/': ['t1'] }), 'other-db', 'u1')).toBe(false);
    expect(isLocalWriteOf(parts({ 'offline_ai_models/': ['n1'] }), DB, 'u1')).toBe(false);
  });

  it('the sync store writing records together with its queue or status is not', () => {
    const ack = parts({ 'tasks/': ['t1'], 'tasks/user_id': ['u1'], 'met24_sync_queue/': ['q'] });
    const pull = parts({ 'tasks/': ['t1'], 'met24_server_sync_status/': ['s'] });
    expect(isLocalWriteOf(ack, DB, 'u1')).toBe(false);
    expect(isLocalWriteOf(pull, DB, 'u1')).toBe(false);
  });

  it('users count by their own id; a delete without a tracked owner and a bulk write count', () => {
    expect(isLocalWriteOf(parts({ 'users/': ['u1'] }), DB, 'u1')).toBe(true);
    expect(isLocalWriteOf(parts({ 'users/': ['u2'] }), DB, 'u1')).toBe(false);
    expect(isLocalWriteOf(parts({ 'tasks/': ['t1'], 'tasks/:dels': ['t1'] }), DB, 'u1')).toBe(true);
    expect(isLocalWriteOf(parts({ 'tasks/': 'all', 'tasks/user_id': 'all' }), DB, 'u1')).toBe(true);
  });

  it('works on change sets that crossed from another tab as plain objects', () => {
    const write = parts({ 'tasks/': ['t1'], 'tasks/user_id': ['u1'] });
    const cloned = structuredClone(write);
    expect(isLocalWriteOf(cloned, DB, 'u1')).toBe(true);
  });
});
