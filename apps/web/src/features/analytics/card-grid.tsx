// Cards as a list without bullets: one column on a phone, two from small screens up.
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}
