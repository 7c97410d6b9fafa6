// Test support: the /account screen rendered against the fake auth server, in Dutch unless asked otherwise.
import { createAccountStore, createAuthClient, AccountProvider } from '../../lib/account';
import { createFakeAuthServer } from '../../lib/account/fake-auth-server';
import { renderApp } from '../../test/render-app';
import { AccountScreen } from './account-screen';

export const PASSWORD = 'fiets langs de rivier 7';

export function renderAccount(options: { path?: string; lng?: string } = {}) {
  const server = createFakeAuthServer();
  const store = createAccountStore(createAuthClient({ fetch: server.fetch }));
  /** `path` may carry the query of a reset link (/account?token=…). */
  function render(path = options.path ?? '/account') {
    return renderApp(
      <AccountProvider store={store}>
        <AccountScreen />
      </AccountProvider>,
      { path, lng: options.lng },
    );
  }
  return { server, store, render };
}

/** The fake server with Anna signed in on this browser (and `others` elsewhere). */
export function signedInAccount(others: (string | null)[] = []) {
  const kit = renderAccount();
  kit.server.addUser({ email: 'anna@example.nl', name: 'Anna de Vries', password: PASSWORD });
  kit.server.signInHere('anna@example.nl', 60_000);
  others.forEach((agent, index) =>
    kit.server.signInElsewhere('anna@example.nl', agent, (index + 2) * 86_400_000),
  );
  return kit;
}
