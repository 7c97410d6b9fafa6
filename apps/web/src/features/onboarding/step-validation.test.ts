import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, isTimeZone, validateCoaching, validatePersonal } from './step-validation';
import { ANNA, freshDraft } from '../../testing/features/onboarding-db';

describe('validatePersonal', () => {
  it('accepts a trimmed name and an optional email', () => {
    expect(validatePersonal(ANNA)).toEqual({});
    expect(validatePersonal({ ...ANNA, email: '' })).toEqual({});
    expect(validatePersonal({ ...ANNA, email: '   ' })).toEqual({});
  });

  it('needs a name of 1-100 characters after trimming', () => {
    expect(validatePersonal({ ...ANNA, name: '   ' })).toEqual({ name: 'nameRequired' });
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(validatePersonal({ ...ANNA, name: ` ${'a'.repeat(100)} ` })).toEqual({});
    expect(validatePersonal({ ...ANNA, name: 'a'.repeat(101) })).toEqual({ name: 'nameTooLong' });
  });

  it.each(['anna', 'anna@', '@example.nl', 'anna@example', 'an na@example.nl'])(
    'rejects the email %j',
    (email) => {
      expect(validatePersonal({ ...ANNA, email })).toEqual({ email: 'emailInvalid' });
    },
  );

  it('needs a known IANA time zone and a supported language', () => {
    expect(validatePersonal({ ...ANNA, timezone: 'Mars/Olympus' })).toEqual({
      timezone: 'timezoneInvalid',
    });
    expect(validatePersonal({ ...ANNA, timezone: '' })).toEqual({ timezone: 'timezoneInvalid' });
    expect(validatePersonal({ ...ANNA, language: 'it' as 'nl' })).toEqual({
      language: 'languageInvalid',
    });
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
  });

  it('needs a type once "I already know my type" is ticked', () => {
    expect(validatePersonal({ ...ANNA, knowsType: true })).toEqual({ knownType: 'typeRequired' });
    expect(validatePersonal({ ...ANNA, knowsType: true, knownType: 'ENFP' })).toEqual({});
  });
});

describe('validateCoaching', () => {
  const base = freshDraft().coaching;

  it('needs at least one goal', () => {
    expect(validateCoaching(base)).toEqual({ goals: 'goalsRequired' });
    expect(validateCoaching({ ...base, goals: ['self_awareness'] })).toEqual({});
  });

  it.each(['9:00', '24:00', '12:60', '', 'noon'])('rejects the reminder time %j', (time) => {
    expect(validateCoaching({ ...base, goals: ['goal_achievement'], reminderTime: time })).toEqual({
      reminderTime: 'reminderTimeInvalid',
    });
  });

  it.each(['00:00', '09:00', '23:59'])('accepts %j', (time) => {
    expect(validateCoaching({ ...base, goals: ['goal_achievement'], reminderTime: time })).toEqual(
      {},
    );
  });
});
