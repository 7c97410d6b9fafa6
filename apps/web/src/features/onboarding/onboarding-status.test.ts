import { isOnboarded, openGroeipadDb, type GroeipadDb } from '@groeipad/local-db';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ONBOARDING_COMPLETED_KEY,
  ONBOARDING_USER_DATA_KEY,
  checkOnboarded,
  completeOnboarding,
  readOnboardedFlag,
} from './onboarding-status';

const NOW = 1_700_000_000_000;
let db: GroeipadDb;

beforeEach(async () => {
  localStorage.clear();
  ({ db } = await openGroeipadDb({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    name: 'onboarding-test',
    requestPersistence: false,
    now: () => NOW,
  }));
});

afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

describe('completeOnboarding', () => {
  it('writes an onboarding_states record with onboarded_at and the user data, and the flag', async () => {
    expect(await checkOnboarded(db, localStorage)).toBe(false);
    await completeOnboarding(db, { now: NOW, userId: 'local-1', storage: localStorage });

    const [record] = await db.onboarding_states.toArray();
    expect(record).toMatchObject({
      user_id: 'local-1',
      created_by: 'local-1',
      current_step: 5,
      onboarded_at: NOW,
      _status: 'created',
    });
    expect(JSON.parse(record?.user_data ?? '')).toEqual({ id: 'local-1' });
    expect(await isOnboarded(db)).toBe(true);
    expect(localStorage.getItem(ONBOARDING_COMPLETED_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_USER_DATA_KEY) ?? '')).toEqual({
      id: 'local-1',
    });
    expect(await checkOnboarded(db, localStorage)).toBe(true);
  });

  it('still completes when localStorage refuses the flag', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    await completeOnboarding(db, { now: NOW, userId: 'local-2', storage: full });
    expect(await isOnboarded(db)).toBe(true);
    expect(error).toHaveBeenCalled();
  });
});

describe('checkOnboarded', () => {
  it('ignores the flag while the database answers', async () => {
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    expect(await checkOnboarded(db, localStorage)).toBe(false);
  });

  it('also trusts the flag when the database runs in memory (it starts empty on every load)', async () => {
    expect(await checkOnboarded(db, localStorage, { inMemory: true })).toBe(false);
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    expect(await checkOnboarded(db, localStorage, { inMemory: true })).toBe(true);
    expect(await checkOnboarded(db, localStorage, { inMemory: false })).toBe(false);
  });

  it('logs a failed database check and falls back to the flag (SPEC.md section 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.close();
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    expect(await checkOnboarded(db, localStorage)).toBe(true);
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'false');
    expect(await checkOnboarded(db, localStorage)).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('readOnboardedFlag', () => {
  it("is true only for the exact string 'true'", () => {
    expect(readOnboardedFlag(localStorage)).toBe(false);
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'TRUE');
    expect(readOnboardedFlag(localStorage)).toBe(false);
    localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    expect(readOnboardedFlag(localStorage)).toBe(true);
    expect(readOnboardedFlag(undefined)).toBe(false);
  });
});
