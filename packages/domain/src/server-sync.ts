// MET2.4 server sync: frequencies and the status display (Disabled, Overdue, Conflicts, Up to Date).
import { parseJsonList } from './json';
import { DAY_MS, HOUR_MS, WEEK_MS } from './time';

export const SYNC_FREQUENCIES = ['manual', 'hourly', 'daily', 'weekly'] as const;
export type SyncFrequency = (typeof SYNC_FREQUENCIES)[number];
export const DEFAULT_SYNC_FREQUENCY: SyncFrequency = 'daily';

const intervals: Record<SyncFrequency, number | undefined> = {
  manual: undefined,
  hourly: HOUR_MS,
  daily: DAY_MS,
  weekly: WEEK_MS,
};

/** An unknown frequency is read as the default, daily. */
export function toSyncFrequency(value: string | null | undefined): SyncFrequency {
  return SYNC_FREQUENCIES.find((frequency) => frequency === value) ?? DEFAULT_SYNC_FREQUENCY;
}

/** The interval in ms; undefined for manual, which has none. */
export function syncIntervalMs(frequency: string | null | undefined): number | undefined {
  return intervals[toSyncFrequency(frequency)];
}

export type ServerSyncState = 'disabled' | 'overdue' | 'conflicts' | 'up_to_date';

export type ServerSyncStatusInput = {
  auto_sync_enabled: boolean;
  sync_frequency?: string | null | undefined;
  last_full_sync?: number | null | undefined;
  last_incremental_sync?: number | null | undefined;
  /** JSON list; bad JSON counts as no conflicts. */
  sync_conflicts?: string | null | undefined;
};

export type ServerSyncDisplay = { state: ServerSyncState; progress: number };

/**
 * Checked in the spec's order: disabled (0), overdue (100), conflicts (75), up to date (elapsed
 * share of the interval, whole percent, floored so it reaches 100 only when overdue). The last sync
 * is the later of full and incremental; never synced counts as overdue. Manual has no interval, so
 * it is never overdue and its up-to-date progress is 0 (nothing is scheduled to fill up).
 */
export function serverSyncDisplay(status: ServerSyncStatusInput, now: number): ServerSyncDisplay {
  if (!status.auto_sync_enabled) return { state: 'disabled', progress: 0 };
  const interval = syncIntervalMs(status.sync_frequency);
  const syncs = [status.last_full_sync, status.last_incremental_sync].filter(
    (value): value is number => typeof value === 'number',
  );
  const last = syncs.length > 0 ? Math.max(...syncs) : undefined;
  if (interval !== undefined && (last === undefined || now - last > interval)) {
    return { state: 'overdue', progress: 100 };
  }
  if (parseJsonList(status.sync_conflicts).length > 0) return { state: 'conflicts', progress: 75 };
  if (interval === undefined || last === undefined) return { state: 'up_to_date', progress: 0 };
  const share = Math.floor(((now - last) / interval) * 100);
  return { state: 'up_to_date', progress: Math.min(100, Math.max(0, share)) };
}

export const serverSyncStateTexts: Record<ServerSyncState, string> = {
  disabled: 'Disabled',
  overdue: 'Overdue',
  conflicts: 'Conflicts',
  up_to_date: 'Up to Date',
};
