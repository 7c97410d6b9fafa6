import { describe, expect, it } from 'vitest';
import { paramsOf, statusOfFilter, viewFromParams } from './imagination-params';

const view = (search: string) => viewFromParams(new URLSearchParams(search));

describe('imagination params', () => {
  it('reads a session, an inspiration or the overview with its filter', () => {
    expect(view('?session=abc')).toEqual({ kind: 'session', id: 'abc' });
    expect(view('?inspiration=xyz')).toEqual({ kind: 'inspiration', id: 'xyz' });
    expect(view('?status=archived')).toEqual({ kind: 'overview', filter: 'archived' });
    expect(view('')).toEqual({ kind: 'overview', filter: 'all' });
  });

  it('ignores unknown filters and empty ids', () => {
    expect(view('?status=weg')).toEqual({ kind: 'overview', filter: 'all' });
    expect(view('?session=%20&status=new')).toEqual({ kind: 'overview', filter: 'new' });
  });

  it('writes what it reads', () => {
    for (const search of ['session=abc', 'inspiration=xyz', 'status=saved', '']) {
      expect(paramsOf(view(search)).toString()).toBe(search);
    }
  });

  it('maps the filter to a status', () => {
    expect(statusOfFilter('all')).toBeUndefined();
    expect(statusOfFilter('transferred')).toBe('transferred');
  });
});
