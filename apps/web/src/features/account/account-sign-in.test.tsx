// The signed-out /account screen: sign-in errors, sign-up validation, rate limits and offline.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, renderAccount } from '../../testing/features/account-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openSignedOut(kit = renderAccount()) {
  await kit.render();
  await screen.findByText('Wat je al schreef, gaat mee');
  return kit;
}

describe('sign in', () => {
  it('explains that this device’s data joins the account on first sign-in', async () => {
    await openSignedOut();
    expect(
      screen.getByText(/wordt onderdeel van je account en wordt gesynchroniseerd zodra je/),
    ).toBeTruthy();
  });

  it('says so when the email or password is wrong, and stays signed out', async () => {
    const kit = renderAccount();
    kit.server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    await openSignedOut(kit);
    type('E-mailadres', 'anna@example.nl');
    type('Wachtwoord', 'niet het goede wachtwoord');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Het e-mailadres of het wachtwoord klopt niet.',
    );
    expect(kit.store.getState().status).toBe('signed_out');
  });

  it('signs in and shows who is signed in', async () => {
    const kit = renderAccount();
    kit.server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    await openSignedOut(kit);
    type('E-mailadres', ' anna@example.nl ');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByTestId('account-email')).textContent).toBe('anna@example.nl');
    expect(screen.getByTestId('account-name').textContent).toBe('Anna');
  });

  it('goes back to the screen that sent the member here, once signed in', async () => {
    const kit = renderAccount();
    kit.server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    const { router } = await kit.render('/account?next=%2Fdiscourse-support%3Fneeds%3Dsignin');
    await screen.findByText('Wat je al schreef, gaat mee');
    expect(router.state.location.pathname).toBe('/account');
    type('E-mailadres', 'anna@example.nl');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discourse-support'));
    expect(router.state.location.search).toBe('?needs=signin');
  });

  it('stays on the account screen when next points outside the app', async () => {
    const kit = renderAccount();
    kit.server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    const { router } = await kit.render('/account?next=%2F%2Fevil.example');
    await screen.findByText('Wat je al schreef, gaat mee');
    type('E-mailadres', 'anna@example.nl');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByTestId('account-email')).textContent).toBe('anna@example.nl');
    expect(router.state.location.pathname).toBe('/account');
  });

  it('checks the fields before sending anything', async () => {
    const kit = await openSignedOut();
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText(/Vul een geldig e-mailadres in/)).toBeTruthy();
    expect(screen.getByText('Vul je wachtwoord in.')).toBeTruthy();
    expect(kit.server.calls.map((call) => call.path)).toEqual(['/get-session']);
  });

  it('tells how long to wait when rate limited', async () => {
    const kit = renderAccount();
    kit.server.failNext('/sign-in/email', {
      status: 429,
      body: { message: 'Too many requests. Please try again later.' },
      headers: { 'X-Retry-After': '30' },
    });
    await openSignedOut(kit);
    type('E-mailadres', 'anna@example.nl');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel pogingen kort na elkaar. Wacht even en probeer het dan opnieuw. Probeer het over 30 seconden opnieuw.',
    );
  });

  it('says the account’s password was tried too often, and for how many minutes to wait', async () => {
    const kit = renderAccount();
    kit.server.failNext('/sign-in/email', {
      status: 429,
      body: { code: 'TOO_MANY_PASSWORD_ATTEMPTS', message: 'Too many password attempts.' },
      headers: { 'Retry-After': '601' },
    });
    await openSignedOut(kit);
    type('E-mailadres', 'anna@example.nl');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Het wachtwoord van dit account is te vaak geprobeerd. Om je account te beschermen kan dat nu even niet. Op apparaten waar je al bent ingelogd, werkt alles gewoon door. Probeer het over 11 minuten opnieuw.',
    );
  });
});

describe('create account', () => {
  async function openSignUp() {
    const kit = await openSignedOut();
    fireEvent.click(screen.getByRole('radio', { name: 'Account maken' }));
    await screen.findByLabelText('Naam');
    return kit;
  }

  it('says what is wrong with each field and sends nothing', async () => {
    const kit = await openSignUp();
    type('Wachtwoord', 'kort');
    fireEvent.click(screen.getByRole('button', { name: 'Account maken' }));
    expect(await screen.findByText('Vul je naam in.')).toBeTruthy();
    expect(screen.getByText(/Vul een geldig e-mailadres in/)).toBeTruthy();
    expect(screen.getByText('Je wachtwoord moet minstens 10 tekens lang zijn.')).toBeTruthy();
    expect(kit.server.calls.map((call) => call.path)).toEqual(['/get-session']);
    expect(kit.server.users.size).toBe(0);
  });

  it('states the minimum length and hints at the strength while typing', async () => {
    await openSignUp();
    expect(screen.getByText(/Minstens 10 tekens/)).toBeTruthy();
    type('Wachtwoord', 'abc');
    expect(screen.getByTestId('password-strength').textContent).toBe(
      'Sterkte van je wachtwoord: te kort',
    );
    type('Wachtwoord', PASSWORD);
    expect(screen.getByTestId('password-strength').textContent).toBe(
      'Sterkte van je wachtwoord: sterk',
    );
  });

  it('creates the account and signs in', async () => {
    const kit = await openSignUp();
    type('Naam', 'Bo');
    type('E-mailadres', 'bo@example.nl');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Account maken' }));
    expect((await screen.findByTestId('account-email')).textContent).toBe('bo@example.nl');
    expect(kit.store.getState().status).toBe('signed_in');
  });

  it('says when the address already has an account', async () => {
    const kit = renderAccount();
    kit.server.addUser({ email: 'bo@example.nl', name: 'Bo', password: PASSWORD });
    await kit.render();
    fireEvent.click(await screen.findByRole('radio', { name: 'Account maken' }));
    type('Naam', 'Bo');
    type('E-mailadres', 'bo@example.nl');
    type('Wachtwoord', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Account maken' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Er bestaat al een account met dit e-mailadres/,
    );
  });
});

describe('offline and unreachable', () => {
  it('says account actions need a connection while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const kit = renderAccount();
    await kit.render();
    expect(await screen.findByText('Je bent offline')).toBeTruthy();
    await waitFor(() => expect(kit.store.getState().status).toBe('offline_unknown'));
    expect(kit.server.calls).toEqual([]);
    expect(screen.queryByText('De server is nu niet bereikbaar')).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    const kit = renderAccount();
    kit.server.setOffline(true);
    await kit.render();
    expect(await screen.findByText('De server is nu niet bereikbaar')).toBeTruthy();
    kit.server.setOffline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Wat je al schreef, gaat mee')).toBeTruthy();
  });
});
