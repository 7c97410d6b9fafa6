// User update pickers: each update type takes only its allowed keys and maps them to table columns.
import { normalizeLanguage } from './language';

export type ProfileUpdate = {
  name: string;
  bio: string;
  location: string;
  website: string;
  privacyLevel: string;
  avatarUrl: string;
};
export type PreferenceUpdate = {
  darkMode: boolean;
  voiceEnabled: boolean;
  language: string;
  timezone: string;
};
export type SubscriptionUpdate = {
  tier: string;
  status: string;
  expiry: number;
  premiumStatus: boolean;
};

const profileColumns = {
  name: 'name',
  bio: 'bio',
  location: 'location',
  website: 'website',
  privacyLevel: 'privacy_level',
  avatarUrl: 'avatar_url',
} as const;
const preferenceColumns = {
  darkMode: 'dark_mode',
  voiceEnabled: 'voice_enabled',
  language: 'language',
  timezone: 'timezone',
} as const;
const subscriptionColumns = {
  tier: 'subscription_tier',
  status: 'subscription_status',
  expiry: 'subscription_expires_at',
  premiumStatus: 'premium_status',
} as const;

export type Columns<M extends Record<string, string>, V> = Partial<{
  -readonly [K in keyof M as M[K]]: V[K & keyof V];
}>;

/** Copies the keys of `map` that have a value in `input` to their column names; others are dropped. */
function mapColumns<V extends object, M extends Record<keyof V & string, string>>(
  input: Partial<V>,
  map: M,
): Columns<M, V> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries<string>(map)) {
    const value: unknown = (input as Record<string, unknown>)[key];
    if (value !== undefined) out[column] = value;
  }
  return out as Columns<M, V>;
}

/** Profile updates cover name, bio, location, website, privacyLevel and avatarUrl only. */
export function profileUpdateColumns(
  input: Partial<ProfileUpdate>,
): Columns<typeof profileColumns, ProfileUpdate> {
  return mapColumns<ProfileUpdate, typeof profileColumns>(input, profileColumns);
}

/** Preference updates cover darkMode, voiceEnabled, language (normalised to nl/en/...) and timezone. */
export function preferenceUpdateColumns(
  input: Partial<PreferenceUpdate>,
): Columns<typeof preferenceColumns, PreferenceUpdate> {
  const columns = mapColumns<PreferenceUpdate, typeof preferenceColumns>(input, preferenceColumns);
  if (columns.language !== undefined) columns.language = normalizeLanguage(columns.language);
  return columns;
}

/** Subscription updates cover tier, status, expiry and premiumStatus only. */
export function subscriptionUpdateColumns(
  input: Partial<SubscriptionUpdate>,
): Columns<typeof subscriptionColumns, SubscriptionUpdate> {
  return mapColumns<SubscriptionUpdate, typeof subscriptionColumns>(input, subscriptionColumns);
}
