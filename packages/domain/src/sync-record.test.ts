import { describe, expect, it } from 'vitest';
import { lastSynced, lastSyncedText, transitionSyncRecord } from './sync-record';

const now = 1_700_000_000_000;
const base = { table_name: 'tasks', record_id: 'r1' };

describe('transitionSyncRecord', () => {
  it('pending -> synced sets last_synced and clears the error', () => {
    const result = transitionSyncRecord(
      { ...base, status: 'pending' as const, error_message: 'old' },
      { type: 'synced' },
      now,
    );
    expect(result).toEqual({ ok: true, record: { ...base, status: 'synced', last_synced: now } });
  });
  it('pending or synced -> error stores the message', () => {
    for (const status of ['pending', 'synced'] as const) {
      const result = transitionSyncRecord(
        { ...base, status, last_synced: 5 },
        { type: 'failed', message: 'offline' },
        now,
      );
      expect(result).toEqual({
        ok: true,
        record: { ...base, status: 'error', last_synced: 5, error_message: 'offline' },
      });
    }
  });
  it('back to pending clears the error and keeps last_synced', () => {
    for (const status of ['pending', 'synced', 'error'] as const) {
      const result = transitionSyncRecord(
        { ...base, status, last_synced: 5, error_message: 'x' },
        { type: 'pending' },
        now,
      );
      expect(result).toEqual({ ok: true, record: { ...base, status: 'pending', last_synced: 5 } });
    }
  });
  it('rejects invalid transitions', () => {
    const invalid = { ok: false, reason: 'invalid_transition' };
    expect(transitionSyncRecord({ status: 'synced' }, { type: 'synced' }, now)).toEqual(invalid);
    expect(transitionSyncRecord({ status: 'error' }, { type: 'synced' }, now)).toEqual(invalid);
    expect(
      transitionSyncRecord({ status: 'error' }, { type: 'failed', message: 'again' }, now),
    ).toEqual(invalid);
  });
});

describe('lastSynced', () => {
  it('reads never for missing values', () => {
    expect(lastSynced(undefined)).toEqual({ kind: 'never' });
    expect(lastSynced(null)).toEqual({ kind: 'never' });
    expect(lastSynced(0)).toEqual({ kind: 'at', at: 0 });
  });
  it('shows Nog niet gesynchroniseerd when never synced, else the date and time', () => {
    expect(lastSyncedText(undefined)).toBe('Nog niet gesynchroniseerd');
    expect(lastSyncedText(null)).toBe('Nog niet gesynchroniseerd');
    expect(lastSyncedText(Date.UTC(2024, 2, 5, 14, 30), 'nl-NL', 'UTC')).toBe('5 mrt 2024, 14:30');
  });
});
