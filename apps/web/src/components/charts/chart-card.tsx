// The frame of one chart: heading, its controls, a skeleton while loading, an empty state, and a one-line summary.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ChartEmpty = { message: string; action: string; to: string };

type Props = {
  title: string;
  controls?: ReactNode;
  /** Undefined while loading. */
  summary: string | undefined;
  /** Set when there is nothing to draw. */
  empty?: ChartEmpty;
  height?: number;
  testId?: string;
  children?: ReactNode;
};

export function ChartCard({
  title,
  controls,
  summary,
  empty,
  height = 240,
  testId,
  children,
}: Props) {
  const { t } = useTranslation(namespaces);
  const titleId = useId();
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {controls}
        </Group>
        {summary === undefined ? (
          <Skeleton height={height} radius="md" role="status" aria-label={t('analytics:loading')} />
        ) : empty ? (
          <Stack gap="sm" align="center" py="xl" mih={height / 2} justify="center">
            <Text c="dimmed" ta="center">
              {empty.message}
            </Text>
            <Button component={Link} to={empty.to} variant="light">
              {empty.action}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs" component="figure" m={0} aria-labelledby={titleId}>
            {children}
            <Text component="figcaption" size="sm" c="dimmed" data-testid="chart-summary">
              {summary}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
