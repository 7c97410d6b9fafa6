// The about-me form: validates the fields and turns the edits into a users patch of only the changed columns.
import { profileUpdateColumns, type ProfileUpdate, type User } from '@groeipad/domain';
import { normalizeWebsite } from './website';

export const NAME_MAX = 200;
export const BIO_MAX = 500;
export const LOCATION_MAX = 200;

export const PRIVACY_LEVELS = ['private', 'friends', 'public'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

export function isPrivacyLevel(value: unknown): value is PrivacyLevel {
  return PRIVACY_LEVELS.some((level) => level === value);
}

export type ProfileForm = {
  name: string;
  bio: string;
  location: string;
  website: string;
  privacyLevel: PrivacyLevel;
};

export type ProfileFormError = 'nameTooLong' | 'bioTooLong' | 'locationTooLong' | 'websiteInvalid';
export type ProfileFormErrors = Partial<Record<keyof ProfileForm, ProfileFormError>>;

type ProfileColumns = ReturnType<typeof profileUpdateColumns>;
/** Columns to write; an optional column set to undefined is cleared. */
export type ProfilePatch = { [K in keyof ProfileColumns]: ProfileColumns[K] | undefined };

export type ProfileFormResult =
  { ok: true; patch: ProfilePatch; website: string } | { ok: false; errors: ProfileFormErrors };

/** The form as it starts for `user`: missing optional fields are empty, privacy defaults to private. */
export function profileFormOf(user: User): ProfileForm {
  return {
    name: user.name,
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
    privacyLevel: isPrivacyLevel(user.privacy_level) ? user.privacy_level : 'private',
  };
}

function validate(form: ProfileForm): { errors: ProfileFormErrors; website: string } {
  const errors: ProfileFormErrors = {};
  if (form.name.trim().length > NAME_MAX) errors.name = 'nameTooLong';
  if (form.bio.trim().length > BIO_MAX) errors.bio = 'bioTooLong';
  if (form.location.trim().length > LOCATION_MAX) errors.location = 'locationTooLong';
  const website = normalizeWebsite(form.website);
  if (!website.ok) errors.website = 'websiteInvalid';
  return { errors, website: website.ok ? website.value : '' };
}

/**
 * Validates `form` and compares it with `user`. Only changed fields end up in the patch (mapped to
 * columns by profileUpdateColumns); an emptied optional field is cleared rather than stored as ''.
 */
export function profileFormPatch(user: User, form: ProfileForm): ProfileFormResult {
  const { errors, website } = validate(form);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const next: ProfileForm = {
    name: form.name.trim(),
    bio: form.bio.trim(),
    location: form.location.trim(),
    website,
    privacyLevel: form.privacyLevel,
  };
  const before = profileFormOf(user);
  const changed: Partial<ProfileUpdate> = {};
  const cleared: (keyof ProfileUpdate)[] = [];
  for (const key of Object.keys(next) as (keyof ProfileForm)[]) {
    if (next[key] === before[key]) continue;
    if (next[key] === '' && key !== 'name') cleared.push(key);
    else changed[key] = next[key];
  }
  const patch: ProfilePatch = profileUpdateColumns(changed);
  for (const [column, value] of Object.entries(profileUpdateColumns(blank(cleared)))) {
    if (value !== undefined) patch[column as keyof ProfilePatch] = undefined;
  }
  return { ok: true, patch, website };
}

/** A stand-in value per cleared key, so profileUpdateColumns names the columns to clear. */
function blank(keys: readonly (keyof ProfileUpdate)[]): Partial<ProfileUpdate> {
  return Object.fromEntries(keys.map((key) => [key, '']));
}
