// Accounts' public surface for the app and main: create the service, register its routes elsewhere (routes/auth.ts).
export {
  createAuth,
  sessionCookieName,
  type AuthService,
  type CreateAuthOptions,
  type SignedInUser,
} from './create-auth';
export { type AuthLog } from './auth-options';
export { resolveAuthSecret } from './auth-secret';
