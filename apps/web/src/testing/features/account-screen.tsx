// Test support: the /account screen rendered against the fake auth server (and a fake /api/account/e2e), with a
// real test database, a stub sync controller and Argon2id at a tiny cost; in Dutch unless asked otherwise.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { onTestFinished } from 'vitest';
import { createAccountStore, createAuthClient, AccountProvider } from '../../lib/account';
import { createFakeAuthServer } from '../fake-auth-server';
import { createE2eeClient, E2eeProvider, type E2eeServices } from '../../lib/e2ee';
import { inPageKeyOps } from '../../lib/e2ee/key-ops';
import { SyncProvider } from '../../lib/sync';
import { createFakeSyncServer } from '../sync/fake-sync-server';
import { createStubSyncController } from '../sync/stub-sync-controller';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { AccountScreen } from '../../features/account/account-screen';

export const PASSWORD = 'fiets langs de rivier 7';

/** Argon2id at its smallest: the screens are under test here, not the key derivation. */
export const SMALL_COST = { m: 64, t: 1, p: 1 };

export function renderAccount(options: { path?: string; lng?: string } = {}) {
  const server = createFakeAuthServer();
  const store = createAccountStore(createAuthClient({ fetch: server.fetch }));
  const e2eeServer = createFakeSyncServer({
    ownerOf: () => (server.cookie ? server.sessions.get(server.cookie)?.userId : undefined),
    passwordOf: (owner) => [...server.users.values()].find((user) => user.id === owner)?.password,
  });
  const e2ee: E2eeServices = {
    client: createE2eeClient({ fetch: e2eeServer.fetch, isOnline: () => true }),
    keyOps: inPageKeyOps,
    cost: SMALL_COST,
  };
  const sync = createStubSyncController();
  let database: OpenGroeipadDbResult | undefined;
  /** `path` may carry the query of a reset link (/account?token=…). */
  async function render(path = options.path ?? '/account') {
    if (!database) {
      const opened = await openTestDatabase({ user: false });
      database = opened;
      onTestFinished(() => opened.db.close());
    }
    return renderApp(
      <AccountProvider store={store}>
        <E2eeProvider services={e2ee}>
          <SyncProvider controller={sync}>
            <AccountScreen />
          </SyncProvider>
        </E2eeProvider>
      </AccountProvider>,
      { path, lng: options.lng, database },
    );
  }
  return {
    server,
    store,
    e2eeServer,
    sync,
    render,
    db: () => {
      if (!database) throw new Error('render first');
      return database.db;
    },
  };
}

/** The fake server with Anna signed in on this browser (and `others` elsewhere). */
export function signedInAccount(others: (string | null)[] = []) {
  const kit = renderAccount();
  const anna = kit.server.addUser({
    email: 'anna@example.nl',
    name: 'Anna de Vries',
    password: PASSWORD,
  });
  kit.server.signInHere('anna@example.nl', 60_000);
  others.forEach((agent, index) =>
    kit.server.signInElsewhere('anna@example.nl', agent, (index + 2) * 86_400_000),
  );
  return { ...kit, userId: anna.id };
}
