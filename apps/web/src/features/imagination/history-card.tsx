// The overview's history lists: a titled section, and one card per item with its status, date line and open button.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './imagination.module.css';

export function HistorySection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type CardProps = {
  testId: string;
  title: string;
  status: { label: string; color?: string };
  /** The small line beside the button: the date, and whatever else the list tells. */
  meta: ReactNode;
  open: { label: string; ariaLabel: string; onClick: () => void };
  /** What stands between the title line and the date line, if anything. */
  children?: ReactNode;
};

/** A list item: the title with its status badge, optional words, then the date line and the open button. */
export function HistoryCard({ testId, title, status, meta, open, children }: CardProps) {
  return (
    <li>
      <Card withBorder radius="md" padding="md" data-testid={testId}>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} className={classes.title}>
              {title}
            </Text>
            <Badge variant="light" color={status.color} style={{ flexShrink: 0 }}>
              {status.label}
            </Badge>
          </Group>
          {children}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {meta}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={open.onClick}
              aria-label={open.ariaLabel}
            >
              {open.label}
            </Button>
          </Group>
        </Stack>
      </Card>
    </li>
  );
}
