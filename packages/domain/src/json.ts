// Safe parsing of JSON-text fields: invalid or missing JSON yields an empty list or object, never a throw.

/** Parses a JSON-encoded list; anything that is not a JSON array gives []. */
export function parseJsonList<T = unknown>(text: string | null | undefined): T[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Parses a JSON list and keeps only its string items. */
export function parseStringList(text: string | null | undefined): string[] {
  return parseJsonList(text).filter((item): item is string => typeof item === 'string');
}

/** Parses a JSON-encoded object; anything that is not a plain JSON object gives {}. */
export function parseJsonObject<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string | null | undefined,
): Partial<T> {
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as Partial<T> | null;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
