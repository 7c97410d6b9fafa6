// A titled card grouping the rows of one topic on the PWA diagnostic screens.
import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type SectionCardProps = { title: string; children: ReactNode; testId?: string };

export function SectionCard({ title, children, testId }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
