// Starts the app's background runners (background-runners.ts) once the shell is up: the daily reminder, where
// the browser can show notifications, and the challenges' auto-completion. Their code loads on demand, so the
// first screen carries only this hook.
import type { GroeipadDb } from '@groeipad/local-db';
import { useEffect, useRef } from 'react';
import type { ReminderText } from '../reminders/reminder-notification';

export function useBackgroundRunners(db: GroeipadDb, text: ReminderText): void {
  // The reminder reads the texts when it shows one, so a language switch needs no restart.
  const latest = useRef(text);
  const { title, body } = text;
  useEffect(() => {
    latest.current = { title, body };
  }, [title, body]);
  useEffect(() => {
    const stops: (() => void)[] = [];
    let cancelled = false;
    import('./background-runners').then(
      ({ startDailyReminder, startChallengeAutoComplete }) => {
        if (cancelled) return;
        // Nothing to remind with without the Notification API.
        if (typeof Notification !== 'undefined') {
          stops.push(startDailyReminder(db, () => latest.current));
        }
        stops.push(startChallengeAutoComplete(db).stop);
      },
      (error: unknown) => console.warn('The background runners did not load', error),
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [db]);
}
