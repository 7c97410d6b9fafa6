// The community sharing switches against a fake API: off by default, a change is saved as both values,
// a refused save puts the switch back and says so, and a member without a community name is told why.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatSharing, CommunityApi } from '../../lib/community/community-api';
import { renderApp } from '../../testing/render-app';
import { SharingSwitches } from './community-sharing-section';

type SharingApi = Pick<CommunityApi, 'sharing' | 'saveSharing'>;

function fakeApi(stored: ChatSharing | null, saveOk = true) {
  const saveSharing = vi.fn((sharing: ChatSharing) =>
    Promise.resolve(
      saveOk
        ? { ok: true as const, value: { sharing } }
        : { ok: false as const, error: 'network', status: 0 },
    ),
  );
  const api: SharingApi = {
    sharing: () => Promise.resolve({ ok: true as const, value: { sharing: stored } }),
    saveSharing,
  };
  return { api, saveSharing };
}

const presenceSwitch = () =>
  screen.findByRole('switch', { name: /Laat anderen zien wanneer ik online ben/ });
const readSwitch = () =>
  screen.findByRole('switch', { name: /Laat anderen zien dat ik hun berichten heb gelezen/ });

describe('SharingSwitches', () => {
  it('starts off and saves a change with both choices', async () => {
    const { api, saveSharing } = fakeApi({ presence: false, readReceipts: false });
    renderApp(<SharingSwitches api={api} />);
    const presence = await presenceSwitch();
    const read = await readSwitch();
    expect((presence as HTMLInputElement).checked).toBe(false);
    expect((read as HTMLInputElement).checked).toBe(false);
    fireEvent.click(presence);
    await waitFor(() =>
      expect(saveSharing).toHaveBeenCalledWith({ presence: true, readReceipts: false }),
    );
    await waitFor(() => expect((presence as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the switch back and says so when the server does not take it', async () => {
    const { api, saveSharing } = fakeApi({ presence: true, readReceipts: false }, false);
    renderApp(<SharingSwitches api={api} />);
    const read = await readSwitch();
    fireEvent.click(read);
    expect(saveSharing).toHaveBeenCalledWith({ presence: true, readReceipts: true });
    expect((await screen.findByRole('alert')).textContent).toContain('niet bewaard');
    expect((read as HTMLInputElement).checked).toBe(false);
    expect(((await presenceSwitch()) as HTMLInputElement).checked).toBe(true);
  });

  it('asks a member without a community name to choose one first', async () => {
    const { api } = fakeApi(null);
    renderApp(<SharingSwitches api={api} />);
    expect((await screen.findByTestId('community-sharing-unavailable')).textContent).toContain(
      'Kies eerst een naam',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
