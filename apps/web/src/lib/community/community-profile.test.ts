import { describe, expect, it, vi } from 'vitest';
import type { ChatProfile } from './community-api';
import { ensureProfile } from './community-profile';

function fakeApi(stored: ChatProfile | null) {
  return {
    profile: vi.fn(() => Promise.resolve({ ok: true as const, value: { profile: stored } })),
    saveProfile: vi.fn((profile: ChatProfile) =>
      Promise.resolve({ ok: true as const, value: { profile } }),
    ),
  };
}

describe('ensureProfile', () => {
  it('does not save again a profile the server already has', async () => {
    const api = fakeApi({ displayName: 'Anna', mbtiType: 'INFJ' });
    expect((await ensureProfile(api, { displayName: 'Anna', mbtiType: 'INFJ' })).ok).toBe(true);
    expect(api.saveProfile).not.toHaveBeenCalled();
  });

  it('saves a new profile, a changed name and a changed type', async () => {
    for (const [stored, wanted] of [
      [null, { displayName: 'Anna', mbtiType: 'INFJ' }],
      [
        { displayName: 'Anna', mbtiType: 'INFJ' },
        { displayName: 'Anna B', mbtiType: 'INFJ' },
      ],
      [
        { displayName: 'Anna', mbtiType: 'INFJ' },
        { displayName: 'Anna', mbtiType: 'ENFP' },
      ],
    ] as const) {
      const api = fakeApi(stored);
      await ensureProfile(api, wanted);
      expect(api.saveProfile).toHaveBeenCalledWith(wanted);
    }
  });

  it('saves nothing when the profile cannot be read (offline)', async () => {
    const api = {
      profile: vi.fn(() => Promise.resolve({ ok: false as const, error: 'network', status: 0 })),
      saveProfile: vi.fn(),
    };
    expect((await ensureProfile(api, { displayName: 'Anna', mbtiType: null })).ok).toBe(false);
    expect(api.saveProfile).not.toHaveBeenCalled();
  });

  it('does not ask the server again for a profile the screen already read', async () => {
    const api = fakeApi(null);
    const known = { displayName: 'Anna', mbtiType: 'INFJ' };
    await ensureProfile(api, known, known);
    expect(api.profile).not.toHaveBeenCalled();
    expect(api.saveProfile).not.toHaveBeenCalled();
  });
});
