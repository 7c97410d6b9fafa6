import { describe, expect, it } from 'vitest';
import { isVisibleRecord, RECORD_STATUSES, recordStatusAfter } from './record-status';

describe('record status', () => {
  it('has the four spec values', () => {
    expect(RECORD_STATUSES).toEqual(['created', 'updated', 'deleted', 'synced']);
  });
  it('keeps an unsynced record created when edited, marks a synced one updated', () => {
    expect(recordStatusAfter('created', 'update')).toBe('created');
    expect(recordStatusAfter('synced', 'update')).toBe('updated');
    expect(recordStatusAfter('updated', 'update')).toBe('updated');
  });
  it('lets delete win and keeps deleted records deleted', () => {
    for (const status of RECORD_STATUSES)
      expect(recordStatusAfter(status, 'delete')).toBe('deleted');
    expect(recordStatusAfter('deleted', 'update')).toBe('deleted');
    expect(recordStatusAfter('deleted', 'push_confirmed')).toBe('deleted');
  });
  it('marks a confirmed push synced', () => {
    expect(recordStatusAfter('created', 'push_confirmed')).toBe('synced');
    expect(recordStatusAfter('updated', 'push_confirmed')).toBe('synced');
  });
  it('hides deleted records', () => {
    expect(isVisibleRecord({ _status: 'deleted' })).toBe(false);
    expect(isVisibleRecord({ _status: 'created' })).toBe(true);
    expect(isVisibleRecord({})).toBe(true);
  });
});
