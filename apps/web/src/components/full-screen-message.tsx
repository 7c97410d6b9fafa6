// A centred card for whole-app states (errors) with a title, a body and one action.
import { Button, Card, Center, Code, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  body: ReactNode;
  detail?: string;
  action: ReactNode;
  onAction: () => void;
};

export function FullScreenMessage({ title, body, detail, action, onAction }: Props) {
  return (
    <Center mih="100dvh" p="md">
      <Card withBorder shadow="md" maw={480} w="100%" p="xl">
        <Stack gap="md">
          <Title order={2}>{title}</Title>
          <Text>{body}</Text>
          {/* Wrapped, not scrolled: a scroll box would need keyboard focus (axe scrollable-region-focusable). */}
          {detail ? (
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {detail}
            </Code>
          ) : null}
          <Button onClick={onAction}>{action}</Button>
        </Stack>
      </Card>
    </Center>
  );
}
