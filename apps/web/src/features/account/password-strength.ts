// A rough strength hint for a new password: length counts most, variety a little, known weak ones score 0.
import { PASSWORD_MIN } from './account-validation';

export type StrengthLevel = 'tooShort' | 'weak' | 'fair' | 'strong';
export type Strength = { level: StrengthLevel; /** 0..100, for the meter */ percent: number };

// A few of the passwords every list starts with; a full list would cost more bundle than it helps.
const COMMON = [
  'password',
  'wachtwoord',
  'qwerty',
  'welkom',
  'letmein',
  'azerty',
  '123456',
  'abc123',
];

function variety(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
}

function isTrivial(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return true;
  return COMMON.some((word) => lower.includes(word)) && lower.length < PASSWORD_MIN + 4;
}

export function passwordStrength(password: string): Strength {
  if (password.length < PASSWORD_MIN) {
    return { level: 'tooShort', percent: Math.round((password.length / PASSWORD_MIN) * 25) };
  }
  if (isTrivial(password)) return { level: 'weak', percent: 25 };
  const score = (password.length >= 16 ? 2 : password.length >= 12 ? 1 : 0) + variety(password);
  if (score >= 4) return { level: 'strong', percent: 100 };
  if (score >= 2) return { level: 'fair', percent: 65 };
  return { level: 'weak', percent: 40 };
}
