// The analysis's card: a bordered, rounded section, named by its heading (or a label when it has none of its own).
import { Card } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The id of the heading that names the section. */
  labelledBy?: string;
  /** The section's name, for a card whose heading is not its name. */
  label?: string;
  testId?: string;
  children: ReactNode;
};

export function SectionCard({ labelledBy, label, testId, children }: Props) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={labelledBy}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
