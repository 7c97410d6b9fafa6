// A titled card for one part of the profile, exposed to assistive technology as a named region.
import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { id: string; title: ReactNode; action?: ReactNode; children: ReactNode };

export function ProfileSection({ id, title, action, children }: Props) {
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
