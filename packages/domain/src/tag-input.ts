// Turning what a user typed or pasted into tags: one rule for every tag input in the app.
import { addOnce } from './json-list';

/**
 * Separators between tags: the comma and semicolon, the Japanese/Chinese ideographic comma (、) and its
 * half-width form (､), and the full-width comma and semicolon used in CJK and Korean input (，；).
 */
export const TAG_SEPARATORS = [',', ';', '、', '､', '，', '；'] as const;

const SEPARATOR_PATTERN = new RegExp(`[${TAG_SEPARATORS.join('')}]`, 'u');

/** "werk, sport;  werk" -> ['werk', 'sport']: split on any separator, trimmed, empties and repeats dropped. */
export function splitTagText(text: string): string[] {
  return text.split(SEPARATOR_PATTERN).reduce<string[]>((list, part) => addOnce(list, part), []);
}

/** A tag input's new value, each item split as above; the order of first appearance is kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.flatMap(splitTagText).reduce<string[]>((list, tag) => addOnce(list, tag), []);
}
