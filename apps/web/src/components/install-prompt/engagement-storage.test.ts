import { EMPTY_ENGAGEMENT } from '@groeipad/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  ENGAGEMENT_STORAGE_KEY,
  clearEngagement,
  loadEngagement,
  saveEngagement,
  type KeyValueStorage,
} from './engagement-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const stored = {
  visitCount: 4,
  lastVisit: 1_700_000_000_000,
  hasEngaged: true,
  dismissedCount: 1,
  lastDismissed: 1_699_000_000_000,
};

describe('install engagement storage', () => {
  it('reads the five fields back from localStorage JSON', () => {
    const { storage } = memoryStorage({ [ENGAGEMENT_STORAGE_KEY]: JSON.stringify(stored) });
    expect(loadEngagement(storage, vi.fn())).toEqual(stored);
  });

  it('starts empty when nothing was stored, without logging', () => {
    const log = vi.fn();
    expect(loadEngagement(memoryStorage().storage, log)).toEqual(EMPTY_ENGAGEMENT);
    expect(log).not.toHaveBeenCalled();
  });

  it('treats broken JSON as empty data', () => {
    const { storage } = memoryStorage({ [ENGAGEMENT_STORAGE_KEY]: '{visitCount: 3' });
    expect(loadEngagement(storage, vi.fn())).toEqual(EMPTY_ENGAGEMENT);
  });

  it('only logs a failed load and a failed save', () => {
    const log = vi.fn();
    expect(loadEngagement(throwing, log)).toEqual(EMPTY_ENGAGEMENT);
    expect(() => saveEngagement(throwing, stored, log)).not.toThrow();
    expect(() => clearEngagement(throwing, log)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toBe('Could not load install engagement data');
    expect(log.mock.calls[1]?.[0]).toBe('Could not save install engagement data');
  });

  it('logs when there is no storage at all', () => {
    const log = vi.fn();
    expect(loadEngagement(null, log)).toEqual(EMPTY_ENGAGEMENT);
    saveEngagement(null, stored, log);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('saves JSON that loads back the same and can be cleared', () => {
    const { data, storage } = memoryStorage();
    saveEngagement(storage, stored, vi.fn());
    expect(JSON.parse(data.get(ENGAGEMENT_STORAGE_KEY) ?? '')).toEqual(stored);
    clearEngagement(storage, vi.fn());
    expect(data.has(ENGAGEMENT_STORAGE_KEY)).toBe(false);
  });
});
