// One labelled value on the diagnostic screens, stacked on phones and side by side on wider screens.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusRowProps = { label: string; children: ReactNode; testId?: string };

export function StatusRow({ label, children, testId }: StatusRowProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
