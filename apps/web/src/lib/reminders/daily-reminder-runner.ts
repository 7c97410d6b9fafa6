// Runs the daily reminder while the app is open: a check now, when the chosen time comes round (at least
// every quarter of an hour, so a sleeping device or a changed clock never skips a day) and when the tab
// comes back. Each check reads the device's user and settings afresh, so a change applies by itself.
import { COACHING_SETTINGS, DEFAULT_REMINDER_TIME, nextReminderAt } from '@groeipad/domain';
import { localUser, settingValues, type GroeipadDb } from '@groeipad/local-db';
import { checkDailyReminder, localLastShown } from './daily-reminder';
import { showReminderNotification, type ReminderText } from './reminder-notification';

const MAX_WAIT_MS = 15 * 60 * 1000;

function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Starts the checks; the function it returns stops them. */
export function startDailyReminder(db: GroeipadDb, text: () => ReminderText): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function check(): Promise<string | undefined> {
    const user = await localUser(db);
    if (stopped || !user) return undefined;
    await checkDailyReminder({
      db,
      userId: user.id,
      now: Date.now,
      permission,
      lastShown: localLastShown,
      show: showReminderNotification,
      text: text(),
    });
    // The time (an older key included) sets when the next check wakes up.
    return (await settingValues(db, user.id)).get(COACHING_SETTINGS.reminderTime.key);
  }

  function run() {
    void check()
      .catch((error: unknown) => {
        console.warn('[groeipad] daily reminder failed', error);
        return undefined;
      })
      .then((time) => {
        if (stopped) return;
        clearTimeout(timer);
        const now = Date.now();
        const next = nextReminderAt(time ?? DEFAULT_REMINDER_TIME, now) ?? now + MAX_WAIT_MS;
        timer = setTimeout(run, Math.min(MAX_WAIT_MS, Math.max(1000, next - now)));
      });
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  run();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
