import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SYNC_FREQUENCY,
  serverSyncDisplay,
  serverSyncStateTexts,
  syncIntervalMs,
} from './server-sync';

const now = 1_700_000_000_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('sync frequencies', () => {
  it('has the spec intervals with daily as default', () => {
    expect(syncIntervalMs('manual')).toBeUndefined();
    expect(syncIntervalMs('hourly')).toBe(HOUR);
    expect(syncIntervalMs('daily')).toBe(DAY);
    expect(syncIntervalMs('weekly')).toBe(7 * DAY);
    expect(DEFAULT_SYNC_FREQUENCY).toBe('daily');
    expect(syncIntervalMs('sometimes')).toBe(DAY);
    expect(syncIntervalMs(undefined)).toBe(DAY);
  });
});

describe('serverSyncDisplay', () => {
  const on = { auto_sync_enabled: true, sync_frequency: 'daily' };
  it('is disabled with progress 0 when auto sync is off, whatever else', () => {
    expect(serverSyncDisplay({ auto_sync_enabled: false, sync_conflicts: '["a"]' }, now)).toEqual({
      state: 'disabled',
      progress: 0,
    });
  });
  it('is overdue (100) once the time since the last sync exceeds the interval', () => {
    expect(serverSyncDisplay({ ...on, last_full_sync: now - DAY }, now)).toEqual({
      state: 'up_to_date',
      progress: 100,
    });
    expect(serverSyncDisplay({ ...on, last_full_sync: now - DAY - 1 }, now)).toEqual({
      state: 'overdue',
      progress: 100,
    });
    expect(serverSyncDisplay(on, now)).toEqual({ state: 'overdue', progress: 100 });
  });
  it('uses the later of full and incremental sync', () => {
    const status = { ...on, last_full_sync: now - 10 * DAY, last_incremental_sync: now - DAY / 2 };
    expect(serverSyncDisplay(status, now)).toEqual({ state: 'up_to_date', progress: 50 });
  });
  it('shows conflicts (75) before up to date, but after overdue', () => {
    const conflicts = '[{"id":"x"}]';
    expect(
      serverSyncDisplay({ ...on, last_full_sync: now - HOUR, sync_conflicts: conflicts }, now),
    ).toEqual({ state: 'conflicts', progress: 75 });
    expect(
      serverSyncDisplay({ ...on, last_full_sync: now - 2 * DAY, sync_conflicts: conflicts }, now),
    ).toEqual({ state: 'overdue', progress: 100 });
    expect(
      serverSyncDisplay({ ...on, last_full_sync: now - HOUR, sync_conflicts: '[]' }, now).state,
    ).toBe('up_to_date');
    expect(
      serverSyncDisplay({ ...on, last_full_sync: now - HOUR, sync_conflicts: 'bad' }, now).state,
    ).toBe('up_to_date');
  });
  it('gives the elapsed share of the interval, floored and never negative', () => {
    expect(serverSyncDisplay({ ...on, last_full_sync: now }, now).progress).toBe(0);
    expect(serverSyncDisplay({ ...on, last_full_sync: now - 0.259 * DAY }, now).progress).toBe(25);
    expect(serverSyncDisplay({ ...on, last_full_sync: now + HOUR }, now).progress).toBe(0);
    const hourly = {
      auto_sync_enabled: true,
      sync_frequency: 'hourly',
      last_full_sync: now - HOUR / 4,
    };
    expect(serverSyncDisplay(hourly, now)).toEqual({ state: 'up_to_date', progress: 25 });
  });
  it('never calls manual sync overdue', () => {
    const manual = { auto_sync_enabled: true, sync_frequency: 'manual' };
    expect(serverSyncDisplay(manual, now)).toEqual({ state: 'up_to_date', progress: 0 });
    expect(serverSyncDisplay({ ...manual, last_full_sync: now - 365 * DAY }, now)).toEqual({
      state: 'up_to_date',
      progress: 0,
    });
    expect(serverSyncDisplay({ ...manual, sync_conflicts: '["x"]' }, now).state).toBe('conflicts');
  });
  it('has the spec texts', () => {
    expect(serverSyncStateTexts).toEqual({
      disabled: 'Disabled',
      overdue: 'Overdue',
      conflicts: 'Conflicts',
      up_to_date: 'Up to Date',
    });
  });
});
