// Notifications of the journal: failures (kept open, with the reason) and an undoable notice after a delete.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Labels = { close: string };

export function notifyDone(message: string, labels: Labels): void {
  notifications.show({ color: 'teal', message, closeButtonProps: { 'aria-label': labels.close } });
}

export function notifyFailed(message: string, labels: Labels): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: false,
    closeButtonProps: { 'aria-label': labels.close },
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
