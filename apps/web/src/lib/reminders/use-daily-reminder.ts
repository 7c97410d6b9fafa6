// Starts the daily reminder (daily-reminder-runner.ts) once the app is up; its code loads on demand, so
// the first screen carries only this hook.
import type { GroeipadDb } from '@groeipad/local-db';
import { useEffect, useRef } from 'react';
import type { ReminderText } from './reminder-notification';

export function useDailyReminder(db: GroeipadDb, text: ReminderText): void {
  // The runner reads the texts when it shows one, so a language switch needs no restart.
  const latest = useRef(text);
  const { title, body } = text;
  useEffect(() => {
    latest.current = { title, body };
  }, [title, body]);
  useEffect(() => {
    // Nothing to do without the Notification API (and nothing to load).
    if (typeof Notification === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./daily-reminder-runner').then(({ startDailyReminder }) => {
      if (!cancelled) stop = startDailyReminder(db, () => latest.current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [db]);
}
