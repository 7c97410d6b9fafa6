// Validation of the daily reminder time the user types: 24-hour HH:MM, stored zero-padded.

const pattern = /^(\d{1,2}):(\d{2})$/;

/** The time as 'HH:MM' (an hour without its leading zero is accepted), or null when it is not a valid time of day. */
export function parseReminderTime(input: string): string | null {
  const match = pattern.exec(input.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Used when nothing was stored yet: the same default as onboarding step 4. */
export { DEFAULT_REMINDER_TIME } from '@groeipad/domain';
