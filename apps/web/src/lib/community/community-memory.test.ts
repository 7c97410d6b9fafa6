// Whose community data the device holds: the signed-in member, remembered for a reload while offline,
// never a guess when signed out, and forgotten at sign-out with the lists.
import { afterEach, describe, expect, it } from 'vitest';
import {
  communityMember,
  forgetCommunityMemory,
  lastKnownFavourites,
  rememberFavourites,
} from './community-memory';

afterEach(() => localStorage.clear());

describe('communityMember', () => {
  it('remembers the signed-in member for an offline reload, and forgets them at sign-out', () => {
    expect(communityMember({ status: 'offline_unknown' })).toBeUndefined();
    expect(communityMember({ status: 'signed_in', user: { id: 'member-a' } })).toBe('member-a');
    // Offline after a reload the account store knows no user: the remembered one reads the cache.
    expect(communityMember({ status: 'offline_unknown' })).toBe('member-a');
    expect(communityMember({ status: 'loading' })).toBeUndefined();
    expect(communityMember({ status: 'signed_out' })).toBeUndefined();
    rememberFavourites('member-a', [{ id: 'b', displayName: 'Bram', mbtiType: null }]);
    localStorage.setItem('groeipad.other', 'kept');
    forgetCommunityMemory();
    expect(communityMember({ status: 'offline_unknown' })).toBeUndefined();
    expect(lastKnownFavourites('member-a')).toEqual([]);
    expect(localStorage.getItem('groeipad.other')).toBe('kept');
  });
});
