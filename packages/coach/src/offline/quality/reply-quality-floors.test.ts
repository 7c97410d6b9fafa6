import { describe, expect, it } from 'vitest';
import openings from '../../../test-data/coach-openings.json';
import { createOfflineCoach } from '../provider';
import { measureOpenings } from './measure-openings';
import type { OpeningCase, RuleTally } from './reply-quality';

const rate = (tally: RuleTally) => tally.passed / tally.applicable;

/**
 * Floors at the figures measured on 2026-11-28 after issue 18 (bench/README.md): every rule 100% on
 * this development set. A change that makes the coach quote, ask twice, or stop helping fails here.
 */
describe('reply quality of the offline coach on the opening messages', () => {
  it('keeps every rule at its measured rate, in every language', async () => {
    const messages = openings.messages as OpeningCase[];
    expect(messages.length).toBeGreaterThanOrEqual(100);
    const { scored, report } = await measureOpenings(createOfflineCoach(), messages);
    const failures = scored.filter(({ score }) => Object.values(score).includes(false));
    expect(failures.map(({ opening, reply }) => `${opening.id}: ${reply}`)).toEqual([]);
    expect(rate(report.rules.step)).toBeGreaterThanOrEqual(1);
    expect(rate(report.rules.noEcho)).toBeGreaterThanOrEqual(1);
    expect(rate(report.rules.answered)).toBeGreaterThanOrEqual(1);
    expect(rate(report.rules.oneQuestion)).toBeGreaterThanOrEqual(1);
  });
});
