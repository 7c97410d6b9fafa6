import { describe, expect, it } from 'vitest';
import { parseTaskView, secondaryFilterCount, writeTaskView } from './task-params';

describe('task view in the URL', () => {
  it('reads every part and falls back for unknown values', () => {
    expect(
      parseTaskView(
        new URLSearchParams('status=today&priority=high&category=work&tag=focus&q=bel&sort=title'),
      ),
    ).toEqual({
      filter: { status: 'today', priority: 'high', category: 'work', tag: 'focus', query: 'bel' },
      sort: 'title',
    });
    expect(
      parseTaskView(new URLSearchParams('status=nope&priority=urgent&sort=random&q=%20')),
    ).toEqual({
      filter: { status: 'all' },
      sort: 'due',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeTaskView(new URLSearchParams('other=1&tag=old'), {
      filter: { status: 'overdue', priority: 'low' },
      sort: 'due',
    });
    expect(params.toString()).toBe('other=1&status=overdue&priority=low');
    expect(parseTaskView(params).filter).toEqual({ status: 'overdue', priority: 'low' });
  });

  it('round-trips', () => {
    const view = {
      filter: { status: 'open' as const, category: 'other', tag: 'a b', query: 'x&y' },
      sort: 'created' as const,
    };
    expect(parseTaskView(writeTaskView(new URLSearchParams(), view))).toEqual(view);
  });

  it('counts the secondary filters', () => {
    expect(secondaryFilterCount({ status: 'open', query: 'x' })).toBe(0);
    expect(secondaryFilterCount({ status: 'all', priority: 'high', tag: 't' })).toBe(2);
  });
});
