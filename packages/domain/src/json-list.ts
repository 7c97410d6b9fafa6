// Add-once and remove on JSON-encoded string lists (tags, strengths, growth areas, goals, achievements).
import { parseStringList } from './json';

/** Adds `item` (trimmed) unless it is empty or already present; returns the list unchanged then. */
export function addOnce(list: readonly string[], item: string): string[] {
  const value = item.trim();
  if (value === '' || list.includes(value)) return [...list];
  return [...list, value];
}

/**
 * Adds `item` to a JSON-encoded list and returns the new JSON text. When nothing changes the
 * original text is returned as is, so callers can skip a write by comparing the two.
 */
export function addOnceToJsonList(text: string | null | undefined, item: string): string {
  const list = parseStringList(text);
  const value = item.trim();
  if (value === '' || list.includes(value)) return text ?? JSON.stringify(list);
  return JSON.stringify([...list, value]);
}

/** Removes every occurrence of `item` (trimmed); returns the original text when it was absent. */
export function removeFromJsonList(text: string | null | undefined, item: string): string {
  const list = parseStringList(text);
  const value = item.trim();
  if (!list.includes(value)) return text ?? JSON.stringify(list);
  return JSON.stringify(list.filter((entry) => entry !== value));
}
