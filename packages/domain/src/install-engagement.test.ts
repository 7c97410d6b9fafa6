import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENGAGEMENT,
  parseEngagement,
  recordDismissal,
  recordEngagement,
  recordVisit,
  VISIT_GAP_MS,
} from './install-engagement';

describe('engagement updaters', () => {
  it('records visits, dismissals and engagement without mutating', () => {
    const visited = recordVisit(EMPTY_ENGAGEMENT, 10);
    expect(visited).toEqual({ ...EMPTY_ENGAGEMENT, visitCount: 1, lastVisit: 10 });
    expect(recordVisit(visited, 10 + VISIT_GAP_MS)).toMatchObject({
      visitCount: 2,
      lastVisit: 10 + VISIT_GAP_MS,
    });
    expect(recordDismissal(visited, 30)).toMatchObject({ dismissedCount: 1, lastDismissed: 30 });
    expect(recordEngagement(visited).hasEngaged).toBe(true);
    expect(EMPTY_ENGAGEMENT.visitCount).toBe(0);
  });
});

describe('recordVisit', () => {
  const first = recordVisit(EMPTY_ENGAGEMENT, 1_000);

  it('counts a reload or a second tab within 30 minutes as the same visit', () => {
    const reloaded = recordVisit(first, 1_000 + VISIT_GAP_MS - 1);
    expect(reloaded).toMatchObject({ visitCount: 1, lastVisit: 1_000 + VISIT_GAP_MS - 1 });
    // The session goes on as long as the app keeps being opened within the gap.
    expect(recordVisit(reloaded, 1_000 + 2 * VISIT_GAP_MS - 2).visitCount).toBe(1);
  });

  it('counts a new visit after 30 minutes of quiet, and when the clock went back', () => {
    expect(recordVisit(first, 1_000 + VISIT_GAP_MS).visitCount).toBe(2);
    expect(recordVisit(first, 500).visitCount).toBe(2);
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
