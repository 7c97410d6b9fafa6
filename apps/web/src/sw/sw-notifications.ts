// A tap on one of our notifications (the daily reminder) opens its page: an open Groeipad window is
// focused and sent there, else a new one opens. Part of the sw-sync bundle (imported by sw-sync.ts).
import { notificationTarget } from '../lib/reminders/reminder-notification';

type FocusableClient = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
type NotificationClickLike = Event & {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
};
type NotificationScope = {
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<FocusableClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
};

const scope = globalThis as unknown as NotificationScope;

async function open(path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const window = windows.find((client) => client.url.startsWith(scope.location.origin));
  if (!window) {
    await scope.clients.openWindow(url);
    return;
  }
  await window.focus();
  if (window.url !== url) await window.navigate(url);
}

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(open(notificationTarget(event.notification.data)));
});
