// The frame of one home section: a bordered card in the grid, an open block with air around it in the calm column.
import { Box, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHomeLayout } from './home-layout';

type Props = {
  /** Id of the heading; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** Shown at the right of the heading (a count, a link). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
};

export function SectionCard({ id, title, aside, children, testId }: Props) {
  const calm = useHomeLayout() === 'calm';
  const body = (
    <Stack gap={calm ? 'sm' : 'md'}>
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        <Title order={2} size={calm ? 'h4' : 'h3'} fw={calm ? 500 : undefined} id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
  // The calm column is one frosted sheet already (streamlined-screen), so its sections carry no frame.
  if (calm) {
    return (
      <Box component="section" aria-labelledby={id} data-testid={testId}>
        {body}
      </Box>
    );
  }
  return (
    <Card
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      withBorder
      radius="md"
      p="lg"
      h="100%"
    >
      {body}
    </Card>
  );
}
