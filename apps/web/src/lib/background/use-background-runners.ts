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
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./background-runners').then(({ startBackgroundRunners }) => {
      if (!cancelled) stop = startBackgroundRunners(db, () => latest.current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [db]);
}
