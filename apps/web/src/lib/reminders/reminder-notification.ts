// The daily reminder as a system notification: shown through the service worker (so a tap opens the app,
// sw/sw-notifications.ts) or, without one, by the page itself. One tag, so two tabs show one notification.

import { inAppPath } from '../in-app-path';

export const REMINDER_TAG = 'groeipad-daily-reminder';

export type ReminderText = { title: string; body: string };

type NotificationData = { url: string };

/** Where a tap on a notification goes: its own same-origin path, else home. */
export function notificationTarget(data: unknown): string {
  const url = (data as Partial<NotificationData> | null | undefined)?.url;
  return inAppPath(url) ?? '/';
}

export async function showReminderNotification(text: ReminderText): Promise<void> {
  const options = {
    body: text.body,
    tag: REMINDER_TAG,
    icon: '/icons/icon-192.png',
    lang: document.documentElement.lang || undefined,
    // The moods tab: a check-in there takes one tap.
    data: { url: '/journaling/moods' } satisfies NotificationData,
  };
  // Only an active worker can show one (a first visit's worker may still be installing).
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration?.active) {
    await registration.showNotification(text.title, options);
    return;
  }
  const notification = new Notification(text.title, options);
  notification.onclick = () => {
    window.focus();
    window.location.assign(options.data.url);
    notification.close();
  };
}
