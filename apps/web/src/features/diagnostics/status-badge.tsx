// A light status badge whose text stays readable (4.5:1) in light and dark mode.
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { toneText } from './tone';

type Props = Omit<BadgeProps, 'variant' | 'color' | 'c'> & {
  color: string;
  children: ReactNode;
  'data-testid'?: string;
};

export function StatusBadge({ color, children, ...rest }: Props) {
  return (
    <Badge variant="light" color={color} c={toneText(color)} {...rest}>
      {children}
    </Badge>
  );
}
