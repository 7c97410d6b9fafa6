import { describe, expect, it } from 'vitest';
import {
  preferenceUpdateColumns,
  profileUpdateColumns,
  subscriptionUpdateColumns,
  type ProfileUpdate,
} from './user-updates';

describe('profileUpdateColumns', () => {
  it('keeps only the profile keys, mapped to columns', () => {
    const input = {
      name: 'Anna',
      bio: 'Hoi',
      location: 'Utrecht',
      website: 'https://a.nl',
      privacyLevel: 'private',
      avatarUrl: 'https://a.nl/a.png',
      email: 'evil@x.nl',
      premiumStatus: true,
    } as Partial<ProfileUpdate>;
    expect(profileUpdateColumns(input)).toEqual({
      name: 'Anna',
      bio: 'Hoi',
      location: 'Utrecht',
      website: 'https://a.nl',
      privacy_level: 'private',
      avatar_url: 'https://a.nl/a.png',
    });
  });
  it('skips keys that are undefined but keeps empty strings', () => {
    expect(profileUpdateColumns({ name: undefined, bio: '' })).toEqual({ bio: '' });
  });
});

describe('preferenceUpdateColumns', () => {
  it('keeps only preference keys and normalises the language', () => {
    expect(
      preferenceUpdateColumns({
        darkMode: true,
        voiceEnabled: false,
        language: 'en-US',
        timezone: 'Europe/Amsterdam',
      }),
    ).toEqual({
      dark_mode: true,
      voice_enabled: false,
      language: 'en',
      timezone: 'Europe/Amsterdam',
    });
    expect(preferenceUpdateColumns({ language: 'it' })).toEqual({ language: 'nl' });
    expect(preferenceUpdateColumns({})).toEqual({});
  });
});

describe('subscriptionUpdateColumns', () => {
  it('keeps only subscription keys', () => {
    const input = { tier: 'gold', status: 'active', expiry: 5, premiumStatus: true, name: 'x' };
    expect(subscriptionUpdateColumns(input)).toEqual({
      subscription_tier: 'gold',
      subscription_status: 'active',
      subscription_expires_at: 5,
      premium_status: true,
    });
  });
});
