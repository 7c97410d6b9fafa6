// React access to the end-to-end encryption services: the /api/account/e2e client, where Argon2id runs and
// its cost. The app uses the defaults; tests pass a fake server's client, the page and a tiny cost.
import type { Argon2Cost } from '@groeipad/sync';
import { createContext, useContext, type ReactNode } from 'react';
import { createE2eeClient, type E2eeClient } from './e2ee-client';
import type { KeyOps } from './key-ops';

export type E2eeServices = {
  client: E2eeClient;
  /** Where Argon2id runs; the flows choose a Web Worker when left out. */
  keyOps?: KeyOps;
  /** Argon2id cost of new passphrase wraps; the library default when left out. */
  cost?: Argon2Cost;
};

const E2eeContext = createContext<E2eeServices | null>(null);

let appServices: E2eeServices | undefined;

export function E2eeProvider({
  services,
  children,
}: {
  services: E2eeServices;
  children: ReactNode;
}) {
  return <E2eeContext.Provider value={services}>{children}</E2eeContext.Provider>;
}

/** Without a provider: the browser's fetch against the same origin, made once. */
export function useE2eeServices(): E2eeServices {
  const provided = useContext(E2eeContext);
  if (provided) return provided;
  appServices ??= { client: createE2eeClient() };
  return appServices;
}
