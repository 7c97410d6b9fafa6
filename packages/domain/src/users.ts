// User rules: tier flags, subscription activity, display name, tier label and colour (SPEC 3 users).
import { addOnceToJsonList } from './json-list';

export const SUBSCRIPTION_TIERS = ['free', 'premium', 'gold', 'platinum'] as const;
export type SubscriptionTierCode = (typeof SUBSCRIPTION_TIERS)[number];

export type TierInput = {
  premium_status?: boolean | null | undefined;
  subscription_tier?: string | null | undefined;
};

export type TierFlags = {
  isPremium: boolean;
  isGold: boolean;
  isPlatinum: boolean;
  isFree: boolean;
};

/** Tier names are compared case-insensitively, so 'Gold' from an older client still counts. */
function tierOf(user: TierInput): string {
  return (user.subscription_tier ?? '').trim().toLowerCase();
}

/** premium if premium_status or tier premium/gold/platinum; gold if gold/platinum; platinum if platinum. */
export function tierFlags(user: TierInput): TierFlags {
  const tier = tierOf(user);
  const isPlatinum = tier === 'platinum';
  const isGold = isPlatinum || tier === 'gold';
  const isPremium = user.premium_status === true || isGold || tier === 'premium';
  return { isPremium, isGold, isPlatinum, isFree: !isPremium };
}

/** The highest tier the flags grant. */
export function subscriptionTier(user: TierInput): SubscriptionTierCode {
  const flags = tierFlags(user);
  if (flags.isPlatinum) return 'platinum';
  if (flags.isGold) return 'gold';
  return flags.isPremium ? 'premium' : 'free';
}

export type TierColor = 'purple' | 'gold' | 'blue' | 'gray';

export const subscriptionColors: Record<SubscriptionTierCode, TierColor> = {
  platinum: 'purple',
  gold: 'gold',
  premium: 'blue',
  free: 'gray',
};

export function subscriptionColor(user: TierInput): TierColor {
  return subscriptionColors[subscriptionTier(user)];
}

/** Active when there is no expiry or the expiry lies strictly after `now`. */
export function isSubscriptionActive(
  user: { subscription_expires_at?: number | null | undefined },
  now: number,
): boolean {
  const expiry = user.subscription_expires_at;
  return expiry == null || expiry > now;
}

export const DEFAULT_DISPLAY_NAME = 'Gebruiker';

/** The trimmed name, or 'Gebruiker' when it is missing, empty or only whitespace. */
export function displayName(user: { name?: string | null | undefined }): string {
  const name = (user.name ?? '').trim();
  return name === '' ? DEFAULT_DISPLAY_NAME : name;
}

/**
 * What a greeting calls the user: the first word of the name ("Anna de Vries" -> "Anna"), the whole
 * name when it has no space (Japanese and Korean names are usually written without one), the default
 * when empty. A very long word stays whole; the screen truncates it, so nothing is cut mid-character.
 */
export function greetingName(user: { name?: string | null | undefined }): string {
  return displayName(user).split(/\s+/u)[0] ?? DEFAULT_DISPLAY_NAME;
}

/** Adds a strength or growth area to its JSON list once (same rule as tags); returns the JSON text. */
export function addUnique(list: string | null | undefined, item: string): string {
  return addOnceToJsonList(list, item);
}
