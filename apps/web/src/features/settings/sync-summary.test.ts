import { describe, expect, it } from 'vitest';
import { syncSummary } from './sync-summary';

const linked = { linkedUserId: 'u1', setupFailed: false };
const status = {
  display: { state: 'up_to_date' as const, progress: 10 },
  lastSync: 1_700_000_000_000,
};

describe('syncSummary', () => {
  it('names waiting for the server as what the sync does now', () => {
    const sync = {
      ...linked,
      sync: { phase: 'waiting' as const, lastError: 'rate_limited' as const },
    };
    expect(syncSummary(sync, status)).toEqual({ kind: 'phase', phase: 'waiting' });
  });

  it('puts a full storage before the server sync display, not before a running sync', () => {
    expect(syncSummary({ ...linked, sync: { phase: 'idle', storageFull: true } }, status)).toEqual({
      kind: 'storageFull',
    });
    expect(
      syncSummary({ ...linked, sync: { phase: 'syncing', storageFull: true } }, status),
    ).toEqual({ kind: 'phase', phase: 'syncing' });
    expect(syncSummary({ ...linked, sync: { phase: 'idle' } }, status)).toEqual({
      kind: 'plain',
      state: 'synced',
      at: status.lastSync,
    });
  });

  it('says the stored state in plain words: conflicts first, then a first sync to come, then the schedule', () => {
    const idle = { ...linked, sync: { phase: 'idle' as const } };
    const at = (state: 'disabled' | 'overdue' | 'conflicts' | 'up_to_date', lastSync?: number) =>
      syncSummary(idle, { display: { state, progress: 50 }, lastSync });
    expect(at('conflicts')).toEqual({ kind: 'plain', state: 'conflicts' });
    expect(at('overdue')).toEqual({ kind: 'plain', state: 'never' });
    expect(at('disabled', 5)).toEqual({ kind: 'plain', state: 'disabled' });
    expect(at('overdue', 5)).toEqual({ kind: 'plain', state: 'overdue' });
    expect(at('up_to_date', 5)).toEqual({ kind: 'plain', state: 'synced', at: 5 });
  });
});
