import { describe, expect, it } from 'vitest';
import {
  CORRECTION_WINDOW_MS,
  HOME_CHECK_IN_METADATA,
  checkInToCorrect,
  isHomeCheckIn,
  latestCheckIn,
} from './check-in-rule';

const NOW = 1_700_000_000_000;
const home = {
  id: 'a',
  timestamp: NOW - 60_000,
  updated_at: NOW - 60_000,
  metadata: HOME_CHECK_IN_METADATA,
};

describe('home check-in rule', () => {
  it('recognises home check-ins by their metadata only', () => {
    expect(isHomeCheckIn(home)).toBe(true);
    expect(isHomeCheckIn({ metadata: undefined })).toBe(false);
    expect(isHomeCheckIn({ metadata: '{"source":"moods"}' })).toBe(false);
    expect(isHomeCheckIn({ metadata: 'not json' })).toBe(false);
  });

  it('corrects the last home check-in within 10 minutes of its last write, else adds', () => {
    expect(checkInToCorrect(home, NOW)).toBe('a');
    const edge = { ...home, updated_at: NOW - CORRECTION_WINDOW_MS };
    expect(checkInToCorrect(edge, NOW)).toBeUndefined();
    expect(checkInToCorrect({ ...edge, updated_at: edge.updated_at + 1 }, NOW)).toBe('a');
    expect(checkInToCorrect({ ...home, metadata: undefined }, NOW)).toBeUndefined();
    expect(checkInToCorrect(undefined, NOW)).toBeUndefined();
  });

  it('picks the latest by timestamp, then by last write', () => {
    const early = { ...home, id: 'early', timestamp: NOW - 5_000 };
    const late = { ...home, id: 'late', timestamp: NOW - 1_000 };
    const lateEdited = { ...late, id: 'late2', updated_at: late.updated_at + 10 };
    expect(latestCheckIn([late, early])?.id).toBe('late');
    expect(latestCheckIn([late, lateEdited, early])?.id).toBe('late2');
    expect(latestCheckIn([])).toBeUndefined();
  });
});
