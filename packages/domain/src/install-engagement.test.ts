import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENGAGEMENT,
  parseEngagement,
  recordDismissal,
  recordEngagement,
  recordVisit,
} from './install-engagement';

describe('engagement updaters', () => {
  it('records visits, dismissals and engagement without mutating', () => {
    const visited = recordVisit(EMPTY_ENGAGEMENT, 10);
    expect(visited).toEqual({ ...EMPTY_ENGAGEMENT, visitCount: 1, lastVisit: 10 });
    expect(recordVisit(visited, 20)).toMatchObject({ visitCount: 2, lastVisit: 20 });
    expect(recordDismissal(visited, 30)).toMatchObject({ dismissedCount: 1, lastDismissed: 30 });
    expect(recordEngagement(visited).hasEngaged).toBe(true);
    expect(EMPTY_ENGAGEMENT.visitCount).toBe(0);
  });
});

describe('parseEngagement', () => {
  it('reads stored data', () => {
    const text = JSON.stringify({
      visitCount: 4,
      lastVisit: 5,
      hasEngaged: true,
      dismissedCount: 1,
      lastDismissed: 6,
    });
    expect(parseEngagement(text)).toEqual({
      visitCount: 4,
      lastVisit: 5,
      hasEngaged: true,
      dismissedCount: 1,
      lastDismissed: 6,
    });
  });
  it('falls back field by field on broken data', () => {
    expect(parseEngagement(null)).toEqual(EMPTY_ENGAGEMENT);
    expect(parseEngagement('{oops')).toEqual(EMPTY_ENGAGEMENT);
    expect(parseEngagement('{"visitCount":"3","hasEngaged":"yes","dismissedCount":-1}')).toEqual(
      EMPTY_ENGAGEMENT,
    );
  });
});
