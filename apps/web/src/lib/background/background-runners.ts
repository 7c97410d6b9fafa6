// The app's background work, in one chunk the shell loads on demand once it is up (use-background-runners.ts):
// the daily reminder (decision 043), where the browser can show notifications, and the challenges'
// auto-completion (decision 046). One lazy import for both keeps the first route at one small loader.
import type { GroeipadDb } from '@groeipad/local-db';
import { startChallengeAutoComplete } from '../challenges/auto-complete-runner';
import { startDailyReminder } from '../reminders/daily-reminder-runner';
import type { ReminderText } from '../reminders/reminder-notification';

/** Starts every runner; returns the function that stops them all. */
export function startBackgroundRunners(db: GroeipadDb, text: () => ReminderText): () => void {
  const stops = [startChallengeAutoComplete(db).stop];
  // Nothing to remind with without the Notification API.
  if (typeof Notification !== 'undefined') stops.push(startDailyReminder(db, text));
  return () => {
    for (const stop of stops) stop();
  };
}
