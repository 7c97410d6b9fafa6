import { describe, expect, it } from 'vitest';
import {
  displayName,
  greetingName,
  isSubscriptionActive,
  subscriptionColor,
  subscriptionTier,
  tierFlags,
} from './users';

describe('tierFlags', () => {
  it('is free with nothing set', () => {
    expect(tierFlags({})).toEqual({
      isPremium: false,
      isGold: false,
      isPlatinum: false,
      isFree: true,
    });
    expect(tierFlags({ premium_status: false, subscription_tier: 'free' }).isFree).toBe(true);
  });
  it('is premium from the flag or from a paid tier', () => {
    expect(tierFlags({ premium_status: true })).toEqual({
      isPremium: true,
      isGold: false,
      isPlatinum: false,
      isFree: false,
    });
    expect(tierFlags({ subscription_tier: 'premium' }).isPremium).toBe(true);
  });
  it('is gold for gold and platinum, platinum only for platinum', () => {
    expect(tierFlags({ subscription_tier: 'gold' })).toEqual({
      isPremium: true,
      isGold: true,
      isPlatinum: false,
      isFree: false,
    });
    expect(tierFlags({ subscription_tier: 'platinum' })).toEqual({
      isPremium: true,
      isGold: true,
      isPlatinum: true,
      isFree: false,
    });
    expect(tierFlags({ subscription_tier: 'Platinum' }).isPlatinum).toBe(true);
  });
});

describe('subscription tier and colour', () => {
  it.each([
    [{ subscription_tier: 'platinum' }, 'platinum', 'purple'],
    [{ subscription_tier: 'gold' }, 'gold', 'gold'],
    [{ premium_status: true }, 'premium', 'blue'],
    [{ subscription_tier: 'premium' }, 'premium', 'blue'],
    [{}, 'free', 'gray'],
    [{ subscription_tier: 'bronze' }, 'free', 'gray'],
  ])('%o is %s', (user, tier, color) => {
    expect(subscriptionTier(user)).toBe(tier);
    expect(subscriptionColor(user)).toBe(color);
  });
});

describe('isSubscriptionActive', () => {
  const now = 1_000_000;
  it('is active without expiry or with an expiry in the future', () => {
    expect(isSubscriptionActive({}, now)).toBe(true);
    expect(isSubscriptionActive({ subscription_expires_at: null }, now)).toBe(true);
    expect(isSubscriptionActive({ subscription_expires_at: now + 1 }, now)).toBe(true);
  });
  it('is inactive at or after the expiry', () => {
    expect(isSubscriptionActive({ subscription_expires_at: now }, now)).toBe(false);
    expect(isSubscriptionActive({ subscription_expires_at: now - 1 }, now)).toBe(false);
  });
});

describe('greetingName', () => {
  it('is the first word of the name, the whole name without spaces, the default when empty', () => {
    expect(greetingName({ name: '  Anna   de Vries ' })).toBe('Anna');
    expect(greetingName({ name: '山田花子' })).toBe('山田花子');
    expect(greetingName({ name: 'x'.repeat(200) })).toBe('x'.repeat(200));
    expect(greetingName({ name: '   ' })).toBe('Gebruiker');
    expect(greetingName({})).toBe('Gebruiker');
  });
});

describe('displayName', () => {
  it('falls back to Gebruiker', () => {
    expect(displayName({})).toBe('Gebruiker');
    expect(displayName({ name: null })).toBe('Gebruiker');
    expect(displayName({ name: '' })).toBe('Gebruiker');
    expect(displayName({ name: '  \t ' })).toBe('Gebruiker');
  });
  it('keeps a real name, trimmed', () => {
    expect(displayName({ name: ' Anna ' })).toBe('Anna');
    expect(displayName({ name: '山田 太郎' })).toBe('山田 太郎');
  });
});
