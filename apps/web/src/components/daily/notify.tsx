// Notifications of the daily-core screens: saved (only after the write resolved), failed (with the reason), undoable.
import { Button, Group, Text } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Labels = { close: string };

/** Per-screen tweaks on top of the defaults below: how long it stays, a fixed id or colour. */
export type NoticeOptions = Pick<NotificationData, 'id' | 'color' | 'autoClose'>;

export function notifySaved(message: string, labels: Labels, options?: NoticeOptions): void {
  notifications.show({
    color: 'teal',
    message,
    closeButtonProps: { 'aria-label': labels.close },
    ...options,
  });
}

/** Stays open until closed (the reason should be read), unless options say otherwise. */
export function notifyFailed(message: string, labels: Labels, options?: NoticeOptions): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: false,
    closeButtonProps: { 'aria-label': labels.close },
    ...options,
  });
}

/** A notice with an Undo button that stays long enough to reach it by keyboard (10 s). */
export function notifyUndoable(
  message: string,
  labels: Labels & { undo: string },
  onUndo: () => void,
): void {
  const id = notifications.show({
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {labels.undo}
        </Button>
      </Group>
    ),
    autoClose: 10_000,
    closeButtonProps: { 'aria-label': labels.close },
  });
}
