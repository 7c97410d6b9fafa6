// Delivers the daily reminder while Groeipad is open (a tab in the background counts): at the chosen time,
// once a day per device, only with the switch on and the browser's permission, and not when the user
// already checked in or wrote today. A closed app is not woken up (that needs Web Push; decision 043).
import {
  COACHING_SETTINGS,
  DEFAULT_REMINDER_TIME,
  dueReminderDay,
  NOTIFICATION_SETTINGS,
  startOfDay,
  startOfNextDay,
  type DayKey,
} from '@groeipad/domain';
import { entriesBetween, moodsBetween, settingValues, type GroeipadDb } from '@groeipad/local-db';
import type { ReminderText } from './reminder-notification';

export type LastShownStore = {
  get(userId: string): DayKey | undefined;
  /** Undefined forgets the day. */
  set(userId: string, day: DayKey | undefined): void;
};

export type ReminderDeps = {
  db: GroeipadDb;
  userId: string;
  now: () => number;
  permission: () => NotificationPermission | 'unsupported';
  lastShown: LastShownStore;
  show: (text: ReminderText) => Promise<void>;
  text: ReminderText;
};

export type ReminderCheck = 'shown' | 'not-due' | 'off';

async function usedToday(db: GroeipadDb, userId: string, now: number): Promise<boolean> {
  const from = startOfDay(now);
  const to = startOfNextDay(now);
  const [moods, entries] = await Promise.all([
    moodsBetween(db, userId, from, to),
    entriesBetween(db, userId, from, to),
  ]);
  return moods.length > 0 || entries.length > 0;
}

/** Reads the settings and today's records, and shows the reminder when it is due. */
export async function checkDailyReminder(deps: ReminderDeps): Promise<ReminderCheck> {
  const { db, userId } = deps;
  if (deps.permission() !== 'granted') return 'off';
  const settings = await settingValues(db, userId);
  if (settings.get(NOTIFICATION_SETTINGS.enabled.key) !== 'true') return 'off';
  const now = deps.now();
  const day = dueReminderDay({
    time: settings.get(COACHING_SETTINGS.reminderTime.key) ?? DEFAULT_REMINDER_TIME,
    now,
    lastShownDay: deps.lastShown.get(userId),
    activeToday: await usedToday(db, userId, now),
  });
  if (day === null) return 'not-due';
  // Marked first: a second tab checking at the same moment finds the day taken. A reminder that could
  // not be shown gives the day back, so the next check tries again.
  const before = deps.lastShown.get(userId);
  deps.lastShown.set(userId, day);
  try {
    await deps.show(deps.text);
  } catch (error) {
    deps.lastShown.set(userId, before);
    throw error;
  }
  return 'shown';
}

const storageKey = (userId: string) => `groeipad.reminder.lastShown.${userId}`;

/** The last day shown, per user, in this browser's localStorage (shared by its tabs, never synced). */
export const localLastShown: LastShownStore = {
  get(userId) {
    try {
      return localStorage.getItem(storageKey(userId)) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(userId, day) {
    try {
      if (day === undefined) localStorage.removeItem(storageKey(userId));
      else localStorage.setItem(storageKey(userId), day);
    } catch {
      // Storage refused (private mode): the tag still keeps it to one notification on screen.
    }
  },
};
