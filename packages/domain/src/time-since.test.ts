import { describe, expect, it } from 'vitest';
import { timeSinceCompletion, timeSinceText } from './time-since';

const now = 1_700_000_000_000;
const DAY = 86_400_000;

function text(elapsed: number): string {
  return timeSinceText(timeSinceCompletion(now - elapsed, now));
}

describe('timeSinceCompletion', () => {
  it('gives codes with counts', () => {
    expect(timeSinceCompletion(now, now)).toEqual({ kind: 'today' });
    expect(timeSinceCompletion(now - DAY, now)).toEqual({ kind: 'yesterday' });
    expect(timeSinceCompletion(now - 3 * DAY, now)).toEqual({ kind: 'days', count: 3 });
    expect(timeSinceCompletion(now - 15 * DAY, now)).toEqual({ kind: 'weeks', count: 2 });
    expect(timeSinceCompletion(now - 65 * DAY, now)).toEqual({ kind: 'months', count: 2 });
  });
  it.each([
    [0, 'Vandaag'],
    [DAY - 1, 'Vandaag'],
    [DAY, 'Gisteren'],
    [2 * DAY - 1, 'Gisteren'],
    [2 * DAY, '2 dagen geleden'],
    [7 * DAY - 1, '6 dagen geleden'],
    [7 * DAY, '1 week geleden'],
    [14 * DAY, '2 weken geleden'],
    [30 * DAY - 1, '4 weken geleden'],
    [30 * DAY, '1 maand geleden'],
    [60 * DAY, '2 maanden geleden'],
    [365 * DAY, '12 maanden geleden'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(text(elapsed)).toBe(expected);
  });
  it('treats a future time as today', () => {
    expect(text(-5 * DAY)).toBe('Vandaag');
  });
});
