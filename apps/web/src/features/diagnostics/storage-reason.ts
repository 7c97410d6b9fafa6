// Turns the memory-fallback reason (a DOM error name from local-db) into a translation key for people.

export type StorageReasonKey = 'blocked' | 'missing' | 'quota' | 'other';

export function storageReasonKey(reason: string | undefined): StorageReasonKey {
  switch (reason) {
    case 'SecurityError':
    case 'NotAllowedError':
    case 'InvalidStateError':
      return 'blocked';
    case 'MissingAPIError':
      return 'missing';
    case 'QuotaExceededError':
    case 'QuotaExceeded':
      return 'quota';
    default:
      return 'other';
  }
}
