// One area's score as a coloured bar with its change since the check before.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { areaBand } from '@groeipad/coach';
import { scoreColor } from './check-format';

type Props = { label: string; score: number; delta?: string; progressLabel: string };

export function ScoreRow({ label, score, delta, progressLabel }: Props) {
  return (
    <Stack gap={2} component="li" aria-label={label} data-band={areaBand(score)}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Group gap={6} wrap="nowrap">
          {delta ? (
            <Text size="xs" c="dimmed" data-testid="area-delta">
              {delta}
            </Text>
          ) : null}
          <Text size="sm" fw={600}>
            {score}
          </Text>
        </Group>
      </Group>
      <Progress value={score} color={scoreColor(score)} aria-label={progressLabel} />
    </Stack>
  );
}
