// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStorageStatus, useThrottledCount, useThrottledUserCount } from './hooks';
import { useLiveRead } from './live-read';
import { createRepository } from './repository';
import { setStorageStatus, resetStorageStatus } from './storage-status';
import { openTestDb, T0, taskInput } from './testing/database';
import type { GroeipadDb } from './types';

let db: GroeipadDb;
afterEach(() => {
  db?.close();
  resetStorageStatus();
});

describe('hooks', () => {
  it('useLiveRead re-renders after a committed write and hides deletes', async () => {
    db = (await openTestDb({ name: 'hooks-live' })).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'u' });
    // The read is the repository's all(): what the screens' queries go through.
    const { result } = renderHook(() => useLiveRead(() => tasks.all(), [tasks]));
    await waitFor(() => expect(result.current).toEqual([]));
    const task = await tasks.create(taskInput());
    await waitFor(() => expect(result.current?.map((t) => t.id)).toEqual([task.id]));
    await tasks.remove(task.id);
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('useThrottledCount follows writes', async () => {
    db = (await openTestDb({ name: 'hooks-count' })).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'u' });
    const { result } = renderHook(() => useThrottledCount(db, 'tasks'));
    await waitFor(() => expect(result.current).toBe(0));
    await tasks.bulkCreate([taskInput('a'), taskInput('b')]);
    await waitFor(() => expect(result.current).toBe(2));
  });

  it("useThrottledUserCount counts only that user's records and follows writes", async () => {
    db = (await openTestDb({ name: 'hooks-user-count' })).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'u' });
    await tasks.bulkCreate([taskInput('a'), { ...taskInput('b'), user_id: 'someone-else' }]);
    const { result } = renderHook(() => useThrottledUserCount(db, 'tasks', 'user-1'));
    await waitFor(() => expect(result.current).toBe(1));
    await tasks.create(taskInput('c'));
    await waitFor(() => expect(result.current).toBe(2));
    // No user yet (still loading): no figure rather than a wrong 0.
    const none = renderHook(() => useThrottledUserCount(db, 'tasks', undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(none.result.current).toBeUndefined();
  });

  it('useStorageStatus reflects status changes', () => {
    const { result } = renderHook(() => useStorageStatus());
    expect(result.current.state).toBe('unknown');
    act(() => setStorageStatus({ state: 'memory', mode: 'memory', reason: 'SecurityError' }));
    expect(result.current).toMatchObject({ state: 'memory' });
  });
});
