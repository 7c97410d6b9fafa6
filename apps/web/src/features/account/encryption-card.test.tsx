// The encryption card on /account: the warning's checkbox gates turning on, the passphrase must match, the
// recovery key is shown once and the account changes only after it is stored; unlocking tells a wrong
// passphrase and a mistyped recovery key apart; the account's keys change only with its password. Real
// database, fake servers, Argon2id at a tiny cost.
import { loadDeviceE2eeKey } from '@groeipad/local-db';
import { createKeyBundle } from '@groeipad/sync';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, SMALL_COST, signedInAccount } from '../../testing/features/account-screen';

const PASSPHRASE = 'zeven zeeën en een meeuw';
const ACCOUNT_PASSWORD = 'Wachtwoord van je account';
const WRONG_PASSWORD =
  'Dit is niet het wachtwoord van je account. Er is niets veranderd. Probeer het opnieuw.';

let downloads: { name: string; text: Promise<string> }[] = [];

/** jsdom's Blob has no text(); its FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('could not read the download'));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs and would try to navigate on the link click.
  const urls = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${urls.size}`;
    urls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = urls.get(this.href);
    if (blob) downloads.push({ name: this.download, text: readBlob(blob) });
  });
});

afterEach(() => vi.restoreAllMocks());

async function card(state: string) {
  const found = await screen.findByTestId('e2ee-card');
  await waitFor(() => expect(found.getAttribute('data-e2ee-state')).toBe(state));
  return found;
}

async function openTurnOn() {
  const section = await card('off');
  fireEvent.click(within(section).getByRole('button', { name: 'Versleuteling aanzetten' }));
  return screen.findByRole('dialog', { name: 'Versleuteling aanzetten' });
}

function type(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

function fillPassphrase(dialog: HTMLElement, passphrase = PASSPHRASE, repeat = passphrase) {
  type(dialog, 'Wachtwoordzin', passphrase);
  type(dialog, 'Herhaal je wachtwoordzin', repeat);
}

function understand(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByLabelText(/^Ik begrijp dat mijn versleutelde gegevens/));
}

async function toRecoveryKey(dialog: HTMLElement): Promise<string> {
  understand(dialog);
  fillPassphrase(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verder' }));
  const shown = await within(dialog).findByTestId('recovery-key');
  return shown.textContent ?? '';
}

describe('turning encryption on', () => {
  it('explains what is encrypted and what the server still sees', async () => {
    const kit = signedInAccount();
    await kit.render();
    const section = await card('off');
    expect(within(section).getByText(/Je dagboek .*je stemmingen.*je chats/)).toBeTruthy();
    expect(
      within(section).getByText(/hoeveel items je hebt en wanneer ze veranderen/),
    ).toBeTruthy();
  });

  it('warns plainly first, and goes nowhere until the warning is ticked', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openTurnOn();
    expect(within(dialog).getByTestId('e2ee-warning').textContent).toMatch(
      /niemand je versleutelde gegevens nog lezen: jij niet, en wij ook niet/,
    );
    fillPassphrase(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verder' }));
    expect(await within(dialog).findByText('Vink dit aan om door te gaan.')).toBeTruthy();
    expect(within(dialog).queryByTestId('recovery-key')).toBeNull();
    expect(kit.e2eeServer.calls).toEqual([expect.objectContaining({ method: 'GET' })]);
  });

  it('says when the two passphrases differ or the passphrase is too short', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openTurnOn();
    understand(dialog);
    fillPassphrase(dialog, PASSPHRASE, 'zeven zeeen en een meeuw');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verder' }));
    expect(
      await within(dialog).findByText('De twee wachtwoordzinnen zijn niet gelijk.'),
    ).toBeTruthy();
    fillPassphrase(dialog, 'kort');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verder' }));
    expect(
      await within(dialog).findByText('Je wachtwoordzin moet minstens 10 tekens lang zijn.'),
    ).toBeTruthy();
    expect(within(dialog).queryByTestId('recovery-key')).toBeNull();
  });

  it('shows the recovery key once, and changes the account only after it is stored', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openTurnOn();
    const key = await toRecoveryKey(dialog);
    expect(key).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    expect(kit.e2eeServer.bundles.size).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Downloaden als tekstbestand' }));
    expect(downloads[0]?.name).toBe('groeipad-herstelsleutel.txt');
    expect(await downloads[0]?.text).toContain(key);

    const confirm = within(dialog).getByRole('button', { name: 'Versleuteling aanzetten' });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Vink dit aan zodra je je herstelsleutel hebt bewaard.'),
    ).toBeTruthy();
    expect(kit.e2eeServer.bundles.size).toBe(0);

    fireEvent.click(within(dialog).getByLabelText('Ik heb mijn herstelsleutel veilig bewaard.'));
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Vul het wachtwoord van je account in.')).toBeTruthy();
    expect(kit.e2eeServer.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    // A wrong account password changes nothing, and the same recovery key stays to try again.
    type(dialog, ACCOUNT_PASSWORD, 'niet mijn wachtwoord');
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(WRONG_PASSWORD);
    expect(kit.e2eeServer.bundles.size).toBe(0);
    expect(await loadDeviceE2eeKey(kit.db(), kit.userId)).toBeUndefined();
    expect(kit.sync.restartCalls).toBe(0);
    expect(within(dialog).getByTestId('recovery-key').textContent).toBe(key);

    type(dialog, ACCOUNT_PASSWORD, PASSWORD);
    fireEvent.click(confirm);
    const section = await card('on');
    expect(within(section).getByText(/^Versleuteling staat aan\./)).toBeTruthy();
    expect(kit.e2eeServer.bundles.get(kit.userId)?.revision).toBe(1);
    expect(await loadDeviceE2eeKey(kit.db(), kit.userId)).toBeDefined();
    expect(kit.sync.restartCalls).toBe(1);
    expect(kit.sync.syncNowCalls).toBe(1);
    // Gone for good: nothing on the page shows the key any more.
    await waitFor(() => expect(screen.queryByTestId('recovery-key')).toBeNull());
    expect(document.body.textContent).not.toContain(key);
  });

  it('changes nothing when cancelled at the recovery key, and starts afresh', async () => {
    const kit = signedInAccount();
    await kit.render();
    let dialog = await openTurnOn();
    const first = await toRecoveryKey(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.e2eeServer.bundles.size).toBe(0);
    expect(await loadDeviceE2eeKey(kit.db(), kit.userId)).toBeUndefined();
    dialog = await openTurnOn();
    expect(within(dialog).queryByTestId('recovery-key')).toBeNull();
    expect(await toRecoveryKey(dialog)).not.toBe(first);
  });

  it('tells the user to unlock when another device turned it on first', async () => {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openTurnOn();
    await toRecoveryKey(dialog);
    const other = await createKeyBundle('een heel andere zin', { cost: SMALL_COST });
    kit.e2eeServer.bundles.set(kit.userId, { bundle: other.bundle, revision: 1 });
    fireEvent.click(within(dialog).getByLabelText('Ik heb mijn herstelsleutel veilig bewaard.'));
    type(dialog, ACCOUNT_PASSWORD, PASSWORD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versleuteling aanzetten' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^Versleuteling staat al aan voor je account/,
    );
    expect(within(dialog).queryByTestId('recovery-key')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await card('locked');
  });
});

describe('a locked device', () => {
  async function lockedAccount() {
    const kit = signedInAccount();
    const created = await createKeyBundle(PASSPHRASE, { cost: SMALL_COST });
    kit.e2eeServer.bundles.set(kit.userId, { bundle: created.bundle, revision: 1 });
    await kit.render();
    const section = await card('locked');
    return { kit, section, recoveryKey: created.recoveryKey };
  }

  function unlockWith(section: HTMLElement) {
    fireEvent.click(within(section).getByRole('button', { name: 'Ontgrendelen' }));
  }

  it('says so for a wrong passphrase and stays locked', async () => {
    const { kit, section } = await lockedAccount();
    expect(within(section).getByText('Ontgrendel dit apparaat')).toBeTruthy();
    unlockWith(section);
    expect(await within(section).findByText('Vul je wachtwoordzin in.')).toBeTruthy();
    type(section, 'Wachtwoordzin', 'dit is hem echt niet');
    unlockWith(section);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Deze wachtwoordzin klopt niet.',
    );
    expect(section.getAttribute('data-e2ee-state')).toBe('locked');
    expect(await loadDeviceE2eeKey(kit.db(), kit.userId)).toBeUndefined();
    expect(kit.sync.restartCalls).toBe(0);
  });

  it('tells a mistyped recovery key apart, and opens with the right one as typed', async () => {
    const { kit, section, recoveryKey } = await lockedAccount();
    fireEvent.click(within(section).getByLabelText('Met herstelsleutel'));
    const typo = `${recoveryKey.startsWith('A') ? 'B' : 'A'}${recoveryKey.slice(1)}`;
    type(section, 'Herstelsleutel', typo);
    unlockWith(section);
    expect((await within(section).findByRole('alert')).textContent).toMatch(/tikfout/);
    type(section, 'Herstelsleutel', recoveryKey.toLowerCase().replace(/-/g, ' '));
    unlockWith(section);
    await card('on');
    expect(
      await screen.findByText('Dit apparaat is ontgrendeld en synchroniseert weer.'),
    ).toBeTruthy();
    expect(await loadDeviceE2eeKey(kit.db(), kit.userId)).toBeDefined();
    expect(kit.sync.restartCalls).toBe(1);
  });
});

describe('when encryption is on here', () => {
  async function onAccount() {
    const kit = signedInAccount();
    await kit.render();
    const dialog = await openTurnOn();
    await toRecoveryKey(dialog);
    fireEvent.click(within(dialog).getByLabelText('Ik heb mijn herstelsleutel veilig bewaard.'));
    type(dialog, ACCOUNT_PASSWORD, PASSWORD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versleuteling aanzetten' }));
    return { kit, section: await card('on') };
  }

  it('changes the passphrase after checking the current one and the account password', async () => {
    const { kit, section } = await onAccount();
    fireEvent.click(within(section).getByRole('button', { name: 'Wachtwoordzin wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wachtwoordzin wijzigen' });
    type(dialog, 'Je huidige wachtwoordzin', 'niet de oude zin hoor');
    type(dialog, 'Nieuwe wachtwoordzin', 'een nieuwe zin voor later');
    type(dialog, 'Herhaal je nieuwe wachtwoordzin', 'een nieuwe zin voor laterr');
    const submit = within(dialog).getByRole('button', { name: 'Wachtwoordzin wijzigen' });
    fireEvent.click(submit);
    expect(
      await within(dialog).findByText('De twee wachtwoordzinnen zijn niet gelijk.'),
    ).toBeTruthy();
    expect(await within(dialog).findByText('Vul het wachtwoord van je account in.')).toBeTruthy();
    type(dialog, 'Herhaal je nieuwe wachtwoordzin', 'een nieuwe zin voor later');
    type(dialog, ACCOUNT_PASSWORD, PASSWORD);
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Deze wachtwoordzin klopt niet.',
    );
    type(dialog, 'Je huidige wachtwoordzin', PASSPHRASE);
    type(dialog, ACCOUNT_PASSWORD, 'geraden wachtwoord');
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(WRONG_PASSWORD);
    const before = kit.e2eeServer.bundles.get(kit.userId);
    expect(before?.revision).toBe(1);
    type(dialog, ACCOUNT_PASSWORD, PASSWORD);
    fireEvent.click(submit);
    expect(await screen.findByText(/^Je wachtwoordzin is gewijzigd\./)).toBeTruthy();
    expect(kit.e2eeServer.bundles.get(kit.userId)?.revision).toBe(2);
  });

  it('forgets the key on this device, which then waits locked', async () => {
    const { kit, section } = await onAccount();
    fireEvent.click(
      within(section).getByRole('button', { name: 'Sleutel op dit apparaat vergeten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sleutel op dit apparaat vergeten?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sleutel vergeten' }));
    await card('locked');
    expect(await loadDeviceE2eeKey(kit.db(), kit.userId)).toBeUndefined();
  });
});
