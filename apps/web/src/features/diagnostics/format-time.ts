// Dates on the diagnostics screens: the domain's lastSyncedText, with "never synced" in the user's language.
import { lastSyncedText } from '@groeipad/domain';

/** `never` is the translated 'Nog niet gesynchroniseerd'; a time is formatted in `language`. */
export function syncedAtText(
  value: number | null | undefined,
  language: string,
  never: string,
): string {
  return value == null ? never : lastSyncedText(value, language);
}
