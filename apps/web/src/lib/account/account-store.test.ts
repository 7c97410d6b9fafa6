// The account store with the fake server: status on start, offline, coming back online, sign in/out, delete.
import { describe, expect, it } from 'vitest';
import { createAccountStore } from './account-store';
import { createAuthClient } from './auth-client';
import { createFakeAuthServer } from '../../testing/fake-auth-server';

const PASSWORD = 'een lange zin als wachtwoord';

function setup() {
  const server = createFakeAuthServer();
  let online = true;
  const events = new EventTarget();
  const client = createAuthClient({ fetch: server.fetch, isOnline: () => online });
  const store = createAccountStore(client, { events });
  return {
    server,
    store,
    events,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
      events.dispatchEvent(new Event('online'));
    },
  };
}

type Store = ReturnType<typeof setup>['store'];

/** Resolves once the store reports `status` (subscribing also starts the first check). */
function reaches(store: Store, status: string) {
  return new Promise<void>((resolve) => {
    const stop = store.subscribe(() => {
      if (store.getState().status === status) {
        stop();
        resolve();
      }
    });
  });
}

describe('account store', () => {
  it('starts loading and asks the server on first subscribe', async () => {
    const { store, server } = setup();
    expect(store.getState()).toEqual({ status: 'loading' });
    server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    const session = server.signInHere('anna@example.nl');
    await reaches(store, 'signed_in');
    expect(store.getState()).toEqual({
      status: 'signed_in',
      user: { id: 'user-1', email: 'anna@example.nl', name: 'Anna' },
      sessionId: session.id,
    });
  });

  it('is signed out when get-session answers null', async () => {
    const { store } = setup();
    expect(await store.refresh()).toEqual({ status: 'signed_out' });
  });

  it('is offline_unknown while offline, and checks again when the browser comes online', async () => {
    const { store, goOffline, goOnline } = setup();
    goOffline();
    const stop = store.subscribe(() => undefined);
    expect(await store.refresh()).toEqual({ status: 'offline_unknown', reason: 'offline' });
    const signedOut = reaches(store, 'signed_out');
    goOnline();
    await signedOut;
    stop();
  });

  it('keeps a known sign-in while merely offline', async () => {
    const { store, server, goOffline } = setup();
    server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    server.signInHere('anna@example.nl');
    await store.refresh();
    goOffline();
    expect((await store.refresh()).status).toBe('signed_in');
  });

  it('says offline_unknown with reason server when the server fails', async () => {
    const { store, server } = setup();
    server.failNext('/get-session', { status: 500, body: { message: 'boom' } });
    expect(await store.refresh()).toEqual({ status: 'offline_unknown', reason: 'server' });
  });

  it('signs up into signed_in with the session id, and signs out', async () => {
    const { store } = setup();
    await store.refresh();
    const result = await store.signUp({ name: 'Bo', email: 'bo@example.nl', password: PASSWORD });
    expect(result.ok).toBe(true);
    expect(store.getState().status).toBe('signed_in');
    expect(store.getState().sessionId).toMatch(/^session-/);
    expect((await store.signOut()).ok).toBe(true);
    expect(store.getState()).toEqual({ status: 'signed_out' });
  });

  it('says so each time the browser becomes signed out: signing out, and a session ended elsewhere', async () => {
    const server = createFakeAuthServer();
    let signedOut = 0;
    const client = createAuthClient({ fetch: server.fetch, isOnline: () => true });
    const store = createAccountStore(client, { events: null, onSignedOut: () => (signedOut += 1) });
    server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    await store.signIn({ email: 'anna@example.nl', password: PASSWORD });
    expect(signedOut).toBe(0);
    expect((await store.signOut()).ok).toBe(true);
    expect(signedOut).toBe(1);
    // Still signed out: nothing new happened.
    await store.refresh();
    expect(signedOut).toBe(1);
    const session = server.signInHere('anna@example.nl');
    await store.refresh();
    server.sessions.delete(session.token);
    await store.refresh();
    expect(store.getState()).toEqual({ status: 'signed_out' });
    expect(signedOut).toBe(2);
  });

  it('leaves the state alone when sign-in fails', async () => {
    const { store, server } = setup();
    server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    await store.refresh();
    const result = await store.signIn({
      email: 'anna@example.nl',
      password: 'verkeerd-wachtwoord',
    });
    expect(result.ok ? undefined : result.error.code).toBe('invalid_credentials');
    expect(store.getState()).toEqual({ status: 'signed_out' });
  });

  it('does not let a session check that started before a sign-in overwrite it', async () => {
    const { store, server } = setup();
    server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    const early = store.refresh();
    await store.signIn({ email: 'anna@example.nl', password: PASSWORD });
    await early;
    expect(store.getState().status).toBe('signed_in');
  });

  it('deletes the account only with the right password', async () => {
    const { store, server } = setup();
    server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    server.signInHere('anna@example.nl');
    await store.refresh();
    const wrong = await store.deleteAccount('niet mijn wachtwoord');
    expect(wrong.ok ? undefined : wrong.error.code).toBe('invalid_credentials');
    expect(store.getState().status).toBe('signed_in');
    expect((await store.deleteAccount(PASSWORD)).ok).toBe(true);
    expect(store.getState()).toEqual({ status: 'signed_out' });
    expect(server.users.size).toBe(0);
  });
});
