// One number of the period: an icon, what it counts, the value and an optional line of context.
import { Card, Group, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { AnalyticsIcon, type AnalyticsIconName } from './analytics-icons';

type Props = {
  icon?: AnalyticsIconName;
  color?: MantineColor;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** Shown left of the value instead of the icon (an emoji, a ring). */
  visual?: ReactNode;
};

export function StatCard({ icon, color = 'teal', label, value, hint, visual }: Props) {
  const id = useId();
  return (
    <Card withBorder padding="md" role="group" aria-labelledby={id}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          {icon ? (
            <ThemeIcon variant="light" color={color} radius="xl" size="md">
              <AnalyticsIcon name={icon} size={16} />
            </ThemeIcon>
          ) : null}
          <Text size="sm" c="dimmed" id={id} lh={1.2}>
            {label}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          {visual}
          <Text fz={24} fw={700} lh={1.1} data-testid="stat-value">
            {value}
          </Text>
        </Group>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
