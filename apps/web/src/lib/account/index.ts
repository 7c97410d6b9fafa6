// The account module's public surface: the auth client, the account store and its React hooks.
export { AUTH_BASE, AUTH_PATHS, RESET_REDIRECT_PATH } from './auth-paths';
export {
  createAuthClient,
  type AuthClient,
  type AuthClientOptions,
  type FetchLike,
  type SignInInput,
  type SignUpInput,
} from './auth-client';
export { retryAfterOf } from './auth-errors';
export type {
  AccountUser,
  AuthError,
  AuthErrorCode,
  AuthResult,
  AuthSession,
  CurrentSession,
} from './auth-types';
export {
  createAccountStore,
  type AccountState,
  type AccountStatus,
  type AccountStore,
  type AccountStoreOptions,
} from './account-store';
export { getAppAccountStore } from './app-account-store';
export { AccountProvider, useAccount, useAccountStore, type AccountView } from './account-context';
