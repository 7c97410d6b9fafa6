import { DAY_MS, HOUR_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { serverSyncView, type ServerSyncRecord } from './server-sync-view';

const now = 1_700_000_000_000;

function record(patch: Partial<ServerSyncRecord>): ServerSyncRecord {
  return { auto_sync_enabled: true, sync_frequency: 'daily', updated_at: now, ...patch };
}

describe('serverSyncView', () => {
  it('without a record nothing was ever synced', () => {
    expect(serverSyncView([], now)).toEqual({ kind: 'never' });
  });

  it('shows the newest record, with the later of full and incremental sync', () => {
    const view = serverSyncView(
      [
        record({ updated_at: now - 10, auto_sync_enabled: false }),
        record({
          updated_at: now,
          last_full_sync: now - 6 * HOUR_MS,
          last_incremental_sync: now - 12 * HOUR_MS,
        }),
      ],
      now,
    );
    expect(view).toEqual({
      kind: 'status',
      display: { state: 'up_to_date', progress: 25 },
      lastSync: now - 6 * HOUR_MS,
      frequency: 'daily',
    });
  });

  it('follows serverSyncDisplay: disabled 0, overdue 100, conflicts 75', () => {
    expect(serverSyncView([record({ auto_sync_enabled: false })], now)).toMatchObject({
      display: { state: 'disabled', progress: 0 },
    });
    expect(serverSyncView([record({ last_full_sync: now - DAY_MS - 1 })], now)).toMatchObject({
      display: { state: 'overdue', progress: 100 },
    });
    expect(
      serverSyncView([record({ last_full_sync: now - HOUR_MS, sync_conflicts: '["x"]' })], now),
    ).toMatchObject({ display: { state: 'conflicts', progress: 75 } });
  });

  it('a record that never synced has no last sync time and an unknown frequency reads as daily', () => {
    expect(serverSyncView([record({ sync_frequency: 'sometimes' })], now)).toMatchObject({
      lastSync: undefined,
      frequency: 'daily',
    });
  });
});
