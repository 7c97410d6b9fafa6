// Checks of the account forms before anything is sent: a bad field gets a reason and nothing is requested.

/** Our rule, stricter than better-auth's default of 8; the server is configured the same. */
export const PASSWORD_MIN = 10;
/** better-auth's default maximum. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export type FieldProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'tokenRequired';

// Deliberately loose: one @, something on both sides, a dot in the domain. The server decides the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): FieldProblem | undefined {
  return EMAIL.test(email.trim()) ? undefined : 'emailInvalid';
}

export function nameProblem(name: string): FieldProblem | undefined {
  if (name.trim() === '') return 'nameRequired';
  return name.trim().length > NAME_MAX ? 'nameTooLong' : undefined;
}

/** For a new password: the length rule. */
export function newPasswordProblem(password: string): FieldProblem | undefined {
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  return password.length > PASSWORD_MAX ? 'passwordTooLong' : undefined;
}

/** For an existing password (sign in, confirm delete): only that something was typed. */
export function passwordProblem(password: string): FieldProblem | undefined {
  return password === '' ? 'passwordRequired' : undefined;
}

export type Problems<K extends string> = Partial<Record<K, FieldProblem>>;

export function hasProblems<K extends string>(problems: Problems<K>): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}
