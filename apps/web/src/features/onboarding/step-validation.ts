// Field checks of steps 1 and 4. Each error is a key under onboarding:errors; no key means the field is fine.
import { isSupportedLanguage, userSchema } from '@groeipad/domain';
import type { CoachingPreferences, PersonalData } from './onboarding-draft';

export const NAME_MAX_LENGTH = 100;

export type PersonalErrors = Partial<
  Record<'name' | 'email' | 'language' | 'timezone' | 'knownType', PersonalErrorKey>
>;
export type PersonalErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'languageInvalid'
  | 'timezoneInvalid'
  | 'typeRequired';

export type CoachingErrors = Partial<Record<'goals' | 'reminderTime', CoachingErrorKey>>;
export type CoachingErrorKey = 'goalsRequired' | 'reminderTimeInvalid';

/** An IANA zone the browser knows; Intl throws a RangeError for anything else. */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The values as they will be stored: name and email trimmed. */
export function cleanPersonal(values: PersonalData): PersonalData {
  return { ...values, name: values.name.trim(), email: values.email.trim() };
}

/** Same email rule as the users record, so whatever passes here can be stored there. */
export function validatePersonal(values: PersonalData): PersonalErrors {
  const clean = cleanPersonal(values);
  const errors: PersonalErrors = {};
  if (clean.name === '') errors.name = 'nameRequired';
  else if (clean.name.length > NAME_MAX_LENGTH) errors.name = 'nameTooLong';
  if (clean.email !== '' && !userSchema.shape.email.safeParse(clean.email).success) {
    errors.email = 'emailInvalid';
  }
  if (!isSupportedLanguage(clean.language)) errors.language = 'languageInvalid';
  if (!isTimeZone(clean.timezone)) errors.timezone = 'timezoneInvalid';
  if (clean.knowsType && clean.knownType === '') errors.knownType = 'typeRequired';
  return errors;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateCoaching(values: CoachingPreferences): CoachingErrors {
  const errors: CoachingErrors = {};
  if (values.goals.length === 0) errors.goals = 'goalsRequired';
  if (!TIME.test(values.reminderTime)) errors.reminderTime = 'reminderTimeInvalid';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
