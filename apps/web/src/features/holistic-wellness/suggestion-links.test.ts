import { describe, expect, it } from 'vitest';
import { routeTable } from '../../lib/route-table';
import { opensRealScreen } from './suggestion-links';

describe('opensRealScreen', () => {
  it('accepts built screens, with or without a query', () => {
    expect(opensRealScreen('/ai-coaching')).toBe(true);
    expect(opensRealScreen('/ai3-action-plans?goal=Slaap')).toBe(true);
  });

  it('refuses coming-soon placeholders and unknown paths', () => {
    const placeholder = routeTable.find((entry) => entry.kind === 'coming-soon');
    expect(placeholder).toBeDefined();
    expect(opensRealScreen(placeholder?.path ?? '')).toBe(false);
    expect(opensRealScreen('/nowhere')).toBe(false);
  });
});
