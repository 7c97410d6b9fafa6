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
    expect(syncSummary({ ...linked, sync: { phase: 'idle' } }, status)).toMatchObject({
      kind: 'display',
      state: 'up_to_date',
    });
  });
});
