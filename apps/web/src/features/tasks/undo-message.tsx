// The body of the "deleted" toast: what went, and an Undo button. Texts come translated (toasts render outside
// the translation provider).
import { Button, Group, Text } from '@mantine/core';

type Props = { text: string; undoLabel: string; onUndo: () => void };

export function UndoMessage({ text, undoLabel, onUndo }: Props) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        {undoLabel}
      </Button>
    </Group>
  );
}
