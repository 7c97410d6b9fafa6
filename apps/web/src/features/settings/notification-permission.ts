// The browser's notification permission, with 'unsupported' where the Notification API does not exist.

export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Asks the browser (it shows its prompt only while the permission is 'default'). */
export async function requestNotificationAccess(): Promise<NotificationAccess> {
  if (notificationAccess() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch (error) {
    console.error('Notification permission request failed', error);
    return Notification.permission;
  }
}
