// Password reset on /account: request a link, the link's ?token= form, a typed code, and bad codes.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD, renderAccount } from '../../testing/features/account-screen';

const NEW_PASSWORD = 'een heel nieuw wachtwoord';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function withAnna() {
  const kit = renderAccount();
  kit.server.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
  return kit;
}

describe('password reset', () => {
  it('answers the same, neutral way for an unknown address', async () => {
    const kit = withAnna();
    await kit.render();
    fireEvent.click(await screen.findByRole('button', { name: 'Wachtwoord vergeten?' }));
    type('E-mailadres', 'onbekend@example.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Herstellink aanvragen' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Als dit adres bij ons bekend is, krijg je een herstellink\./,
    );
    const request = kit.server.calls.find((call) => call.path === '/request-password-reset');
    expect(request?.body).toEqual({ email: 'onbekend@example.nl', redirectTo: '/account' });
  });

  it('opens the form from the link, sets the password, clears the code and asks to sign in', async () => {
    const kit = withAnna();
    const token = kit.server.issueResetToken('anna@example.nl');
    const { router } = await kit.render(`/account?token=${token}`);
    const code = await screen.findByLabelText<HTMLInputElement>('Herstelcode');
    expect(code.value).toBe(token);
    type('Nieuw wachtwoord', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }));
    expect(
      await screen.findByText('Je wachtwoord is gewijzigd. Log nu in met je nieuwe wachtwoord.'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('');
    type('E-mailadres', 'anna@example.nl');
    type('Wachtwoord', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByTestId('account-email')).textContent).toBe('anna@example.nl');
  });

  it('also reads the code from ?reset=', async () => {
    await withAnna().render('/account?reset=reset-42');
    expect((await screen.findByLabelText<HTMLInputElement>('Herstelcode')).value).toBe('reset-42');
  });

  it('takes a typed code as well, and says so when the code is wrong', async () => {
    const kit = withAnna();
    await kit.render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ik heb een herstelcode' }));
    type('Herstelcode', 'verzonnen-code');
    type('Nieuw wachtwoord', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze herstelcode klopt niet of is verlopen. Vraag een nieuwe aan.',
    );
  });

  it('checks the code and the new password before sending', async () => {
    const kit = withAnna();
    await kit.render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ik heb een herstelcode' }));
    type('Nieuw wachtwoord', 'kort');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }));
    expect(await screen.findByText('Vul de herstelcode in.')).toBeTruthy();
    expect(screen.getByText('Je wachtwoord moet minstens 10 tekens lang zijn.')).toBeTruthy();
    expect(kit.server.calls.some((call) => call.path === '/reset-password')).toBe(false);
  });

  it('says an expired link is no good and offers to request a new one', async () => {
    await withAnna().render('/account?error=INVALID_TOKEN');
    expect(
      await screen.findByText(
        'Deze herstellink is verlopen of al gebruikt. Vraag hieronder een nieuwe aan.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Herstellink aanvragen' })).toBeTruthy();
  });
});
