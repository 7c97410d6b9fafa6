// The signed-in /account screen: the sessions list with revoke, sign out, and deleting the account.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAccount } from '../../testing/features/account-screen';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function sessionRows() {
  await screen.findAllByTestId('session-row');
  return screen.getAllByTestId('session-row');
}

describe('sessions', () => {
  it('lists every session readably, this device first and marked', async () => {
    const kit = signedInAccount([FIREFOX_WINDOWS, SAFARI_IPHONE, null]);
    await kit.render();
    const rows = await sessionRows();
    expect(rows.map((row) => within(row).getAllByText(/./)[0]?.textContent)).toEqual([
      'Chrome op Android',
      'Firefox op Windows',
      'Safari op iPhone',
      'Onbekend apparaat',
    ]);
    expect(within(rows[0] ?? document.body).getByText('Dit apparaat')).toBeTruthy();
    expect(within(rows[0] ?? document.body).queryByRole('button')).toBeNull();
    expect(within(rows[1] ?? document.body).getByText(/^Ingelogd: /)).toBeTruthy();
    expect(within(rows[1] ?? document.body).getByText(/^Laatst actief: /)).toBeTruthy();
  });

  it('signs out one other device', async () => {
    const kit = signedInAccount([FIREFOX_WINDOWS, SAFARI_IPHONE]);
    await kit.render();
    await sessionRows();
    fireEvent.click(screen.getByRole('button', { name: 'Firefox op Windows afmelden' }));
    expect(await screen.findByText('Het apparaat is afgemeld.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(screen.queryByText('Firefox op Windows')).toBeNull();
    expect(kit.server.sessions.size).toBe(2);
  });

  it('signs out everywhere else and keeps this device', async () => {
    const kit = signedInAccount([FIREFOX_WINDOWS, SAFARI_IPHONE]);
    await kit.render();
    await sessionRows();
    fireEvent.click(screen.getByRole('button', { name: 'Overal anders uitloggen' }));
    expect(await screen.findByText('Je bent op alle andere apparaten uitgelogd.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText('Je bent alleen op dit apparaat ingelogd.')).toBeTruthy();
    expect(kit.store.getState().status).toBe('signed_in');
  });

  it('asks to sign in again when the server wants a fresh session', async () => {
    const kit = signedInAccount([FIREFOX_WINDOWS]);
    kit.server.failNext('/list-sessions', {
      status: 403,
      body: { code: 'SESSION_NOT_FRESH', message: 'Session is not fresh' },
    });
    await kit.render();
    expect(
      await screen.findByText('Log voor de veiligheid uit en opnieuw in om dit te doen.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await sessionRows()).toHaveLength(2);
  });

  it('falls back to signed out when the session was revoked elsewhere', async () => {
    const kit = signedInAccount();
    await kit.render();
    await sessionRows();
    kit.server.sessions.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitloggen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Wat je al schreef, gaat mee')).toBeTruthy();
  });
});

describe('sign out', () => {
  it('signs out and says the data on this device stays', async () => {
    const kit = signedInAccount();
    await kit.render();
    fireEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitloggen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uitloggen' }));
    expect(
      await screen.findByText('Je bent uitgelogd. Wat op dit apparaat staat, blijft hier bewaard.'),
    ).toBeTruthy();
    expect(kit.server.cookie).toBeUndefined();
  });
});

describe('delete account', () => {
  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
    return screen.findByRole('dialog', { name: 'Je account verwijderen?' });
  }

  it('explains what goes and what stays, and needs the password', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(/Alles wat van jou op de server staat, wordt verwijderd/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/Wat op dit apparaat staat, blijft hier gewoon staan/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(await within(dialog).findByText('Vul je wachtwoord in.')).toBeTruthy();
    expect(kit.server.calls.some((call) => call.path === '/delete-user')).toBe(false);
  });

  it('keeps the account when the password is wrong', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Je wachtwoord, ter bevestiging'), {
      target: { value: 'niet mijn wachtwoord' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Account definitief verwijderen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Het e-mailadres of het wachtwoord klopt niet.',
    );
    expect(kit.server.users.size).toBe(1);
    expect(kit.store.getState().status).toBe('signed_in');
  });

  it('deletes the account and returns to the signed-out screen', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Je wachtwoord, ter bevestiging'), {
      target: { value: PASSWORD },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(await screen.findByText(/^Je account is verwijderd\./)).toBeTruthy();
    expect(kit.server.users.size).toBe(0);
    expect(kit.store.getState().status).toBe('signed_out');
  });
});
