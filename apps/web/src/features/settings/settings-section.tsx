// A titled card for one group of settings, exposed to assistive technology as a named region.
import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Inputs stay readable width on wide screens instead of stretching across the card. */
export const FIELD_WIDTH = 440;

type Props = { id: string; title: ReactNode; children: ReactNode };

export function SettingsSection({ id, title, children }: Props) {
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
