// Every better-auth route the web app calls, in one place: a change on the server is one edit here.

export const AUTH_BASE = '/api/auth';

export const AUTH_PATHS = {
  signUp: '/sign-up/email',
  signIn: '/sign-in/email',
  signOut: '/sign-out',
  getSession: '/get-session',
  listSessions: '/list-sessions',
  revokeSession: '/revoke-session',
  revokeOtherSessions: '/revoke-other-sessions',
  deleteUser: '/delete-user',
  requestPasswordReset: '/request-password-reset',
  resetPassword: '/reset-password',
} as const;

/**
 * Where the reset link lands. better-auth's GET /reset-password/:token redirects here with
 * ?token=<token> (or ?error=INVALID_TOKEN); a relative path passes its trusted-origin check.
 */
export const RESET_REDIRECT_PATH = '/account';
