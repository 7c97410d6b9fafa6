// Trigger and activity chips: suggestions are stored as stable keys (so they follow the UI language),
// anything the user types is stored as typed.
import { parseStringList } from '@groeipad/domain';

export const TRIGGER_SUGGESTIONS = [
  'work',
  'sleep',
  'family',
  'exercise',
  'weather',
  'health',
  'friends',
  'money',
] as const;

export const ACTIVITY_SUGGESTIONS = [
  'walking',
  'reading',
  'sport',
  'meditation',
  'music',
  'cooking',
  'socialising',
  'resting',
] as const;

export type TagKind = 'triggers' | 'activities';

/** A suggestion's translation key inside the moods namespace, e.g. 'triggers.work'. */
export type SuggestionKey =
  | `triggers.${(typeof TRIGGER_SUGGESTIONS)[number]}`
  | `activities.${(typeof ACTIVITY_SUGGESTIONS)[number]}`;

export type Translate = (key: SuggestionKey) => string;

type Suggestion = { value: string; key: SuggestionKey };

function suggestionsOf(kind: TagKind): Suggestion[] {
  return kind === 'triggers'
    ? TRIGGER_SUGGESTIONS.map((value) => ({ value, key: `triggers.${value}` as const }))
    : ACTIVITY_SUGGESTIONS.map((value) => ({ value, key: `activities.${value}` as const }));
}

/** Label of a stored value: a suggestion key becomes its translation, other text stays as it is. */
export function tagLabel(kind: TagKind, value: string, translate: Translate): string {
  const known = suggestionsOf(kind).find((suggestion) => suggestion.value === value);
  return known ? translate(known.key) : value;
}

/** The stored form of chosen labels: known suggestions as their key, duplicates and blanks left out. */
export function storedTags(
  kind: TagKind,
  labels: readonly string[],
  translate: Translate,
): string[] {
  const result: string[] = [];
  for (const label of labels) {
    const text = label.trim();
    if (text === '') continue;
    const known = suggestionsOf(kind).find(
      (suggestion) => translate(suggestion.key).toLocaleLowerCase() === text.toLocaleLowerCase(),
    );
    const value = known?.value ?? text;
    if (!result.includes(value)) result.push(value);
  }
  return result;
}

export function suggestionLabels(kind: TagKind, translate: Translate): string[] {
  return suggestionsOf(kind).map((suggestion) => translate(suggestion.key));
}

/** The labels of a record's JSON list field, for chips. */
export function tagLabels(kind: TagKind, json: string | undefined, translate: Translate): string[] {
  return parseStringList(json).map((value) => tagLabel(kind, value, translate));
}
