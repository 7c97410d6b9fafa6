import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';
import { emailProblem, nameProblem, newPasswordProblem } from './account-validation';

describe('passwordStrength', () => {
  it('calls anything under the minimum too short', () => {
    expect(passwordStrength('').level).toBe('tooShort');
    expect(passwordStrength('Abc!12345').level).toBe('tooShort');
  });

  it('calls repeated or well-known passwords weak', () => {
    expect(passwordStrength('aaaaaaaaaaaa').level).toBe('weak');
    expect(passwordStrength('wachtwoord12').level).toBe('weak');
  });

  it('rewards length and variety', () => {
    expect(passwordStrength('abcdefghij').level).toBe('weak');
    expect(passwordStrength('groene-appel').level).toBe('fair');
    expect(passwordStrength('fiets langs de rivier 7').level).toBe('strong');
  });
});

describe('account validation', () => {
  it('checks email, name and the length of a new password', () => {
    expect(emailProblem('anna@example.nl')).toBeUndefined();
    expect(emailProblem('anna@example')).toBe('emailInvalid');
    expect(emailProblem(' ')).toBe('emailInvalid');
    expect(nameProblem('  ')).toBe('nameRequired');
    expect(nameProblem('x'.repeat(101))).toBe('nameTooLong');
    expect(newPasswordProblem('123456789')).toBe('passwordTooShort');
    expect(newPasswordProblem('1234567890')).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(129))).toBe('passwordTooLong');
  });
});
