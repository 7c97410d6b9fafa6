import { describe, expect, it } from 'vitest';
import { hasConflict, isSynced, mbtiContentKey } from './mbti-contents';

describe('mbti contents', () => {
  it('keys by type-kind-order', () => {
    expect(mbtiContentKey({ mbti_type: 'INTJ', kind: 'strengths', order_idx: 2 })).toBe(
      'INTJ-strengths-2',
    );
  });
  it('has a conflict on seed_conflict or upstream_changed', () => {
    expect(hasConflict({})).toBe(false);
    expect(hasConflict({ seed_conflict: true })).toBe(true);
    expect(hasConflict({ upstream_changed: true })).toBe(true);
  });
  it('is synced with last_synced_at and no conflict', () => {
    expect(isSynced({ last_synced_at: 0 })).toBe(true);
    expect(isSynced({})).toBe(false);
    expect(isSynced({ last_synced_at: 5, upstream_changed: true })).toBe(false);
    expect(isSynced({ last_synced_at: 5, seed_conflict: true })).toBe(false);
  });
});
