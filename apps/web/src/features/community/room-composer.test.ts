import { describe, expect, it } from 'vitest';
import { crisisBeforeSending } from './room-composer';

describe('the check before a community message leaves', () => {
  it('holds a crisis-level message back and lets a concern through with a notice', () => {
    const crisis = crisisBeforeSending(
      'ik wil niet meer leven, vanavond neem ik alle pillen',
      'nl',
    );
    expect(crisis.hold?.assessment.level).toBe('crisis');
    expect(crisis.notice).toBeNull();
    // A concern is sent, with the gentle notice: only a crisis is held back (decision 040).
    const heavy = crisisBeforeSending('ik kan niet meer, alles is te veel', 'nl');
    expect(heavy.hold).toBeNull();
    expect(heavy.notice?.assessment.level).toBe('concern');
    expect(crisisBeforeSending('goedemorgen allemaal', 'nl')).toEqual({ hold: null, notice: null });
  });
});
