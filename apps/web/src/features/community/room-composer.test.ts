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
    // A short everyday line the on-device check rates as concern must not be stopped (decision 040).
    const everyday = crisisBeforeSending('nu wel', 'nl');
    expect(everyday.hold).toBeNull();
    expect(everyday.notice?.assessment.level).toBe('concern');
    expect(crisisBeforeSending('goedemorgen allemaal', 'nl')).toEqual({ hold: null, notice: null });
  });
});
