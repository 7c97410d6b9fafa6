import { describe, expect, it } from 'vitest';
import { storageReasonKey } from './storage-reason';

describe('storageReasonKey', () => {
  it.each([
    ['SecurityError', 'blocked'],
    ['NotAllowedError', 'blocked'],
    ['InvalidStateError', 'blocked'],
    ['MissingAPIError', 'missing'],
    ['QuotaExceededError', 'quota'],
    ['QuotaExceeded', 'quota'],
    ['BlockedError', 'other'],
    [undefined, 'other'],
  ] as const)('%s -> %s', (reason, key) => {
    expect(storageReasonKey(reason)).toBe(key);
  });
});
