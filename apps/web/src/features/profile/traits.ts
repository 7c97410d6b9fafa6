// Strengths and growth areas: the user's own lists on the latest mbti_profiles record (JSON text), add once and remove.
import { addUnique, parseStringList, removeFromJsonList } from '@groeipad/domain';

export const TRAIT_KINDS = ['strengths', 'growth_areas'] as const;
export type TraitKind = (typeof TRAIT_KINDS)[number];

export const TRAIT_MAX = 200;

type TraitLists = { strengths?: string | undefined; growth_areas?: string | undefined };

export function traitList(profile: TraitLists | undefined, kind: TraitKind): string[] {
  return parseStringList(profile?.[kind]);
}

/** The new JSON text, or undefined when nothing changes (empty, too long, or already listed). */
export function addTrait(profile: TraitLists, kind: TraitKind, item: string): string | undefined {
  if (item.trim().length > TRAIT_MAX) return undefined;
  const before = profile[kind];
  const after = addUnique(before, item);
  return sameList(before, after) ? undefined : after;
}

/** The new JSON text, or undefined when the item was not in the list. */
export function removeTrait(
  profile: TraitLists,
  kind: TraitKind,
  item: string,
): string | undefined {
  const before = profile[kind];
  const after = removeFromJsonList(before, item);
  return sameList(before, after) ? undefined : after;
}

function sameList(before: string | undefined, after: string): boolean {
  return JSON.stringify(parseStringList(before)) === JSON.stringify(parseStringList(after));
}

/** Suggestions from the type content that are not on the list yet, in their original order. */
export function openSuggestions(suggestions: readonly string[], list: readonly string[]): string[] {
  return suggestions.filter((text) => text.trim() !== '' && !list.includes(text.trim()));
}
