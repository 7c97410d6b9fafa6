// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { saveSyncSettings } from './settings';
import { useSyncStatus } from './use-sync-status';

let db: GroeipadDb | undefined;
afterEach(() => db?.close());

describe('useSyncStatus', () => {
  it('follows committed changes to the sync settings', async () => {
    db = (await openTestDb({ name: 'sync-status-hook' })).db;
    const current = db;
    const { result } = renderHook(() => useSyncStatus(current, 'user-1'));
    await waitFor(() => expect(result.current).toMatchObject({ autoSync: true, hasSynced: false }));
    await saveSyncSettings(current, 'user-1', { autoSync: false, frequency: 'hourly' }, T0);
    await waitFor(() =>
      expect(result.current).toMatchObject({ autoSync: false, frequency: 'hourly' }),
    );
  });
});
