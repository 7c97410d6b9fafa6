// React access to the end-to-end encryption services: the /api/account/e2e client, where Argon2id runs and
// its cost. The app uses the defaults; tests pass a fake server's client, the page and a tiny cost.
import type { Argon2Cost } from '@groeipad/sync';
import { createContext, useContext, type ReactNode } from 'react';
import { createE2eClient, type E2eClient } from './e2e-client';
import type { KeyOps } from './key-ops';

export type E2eServices = {
  client: E2eClient;
  /** Where Argon2id runs; the flows choose a Web Worker when left out. */
  keyOps?: KeyOps;
  /** Argon2id cost of new passphrase wraps; the library default when left out. */
  cost?: Argon2Cost;
};

const E2eContext = createContext<E2eServices | null>(null);

let appServices: E2eServices | undefined;

export function E2eProvider({
  services,
  children,
}: {
  services: E2eServices;
  children: ReactNode;
}) {
  return <E2eContext.Provider value={services}>{children}</E2eContext.Provider>;
}

/** Without a provider: the browser's fetch against the same origin, made once. */
export function useE2eServices(): E2eServices {
  const provided = useContext(E2eContext);
  if (provided) return provided;
  appServices ??= { client: createE2eClient() };
  return appServices;
}
