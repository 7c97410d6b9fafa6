// The colour key of the year in pixels: one swatch per mood, plus the grey of days without a mood.
import type { Mood } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MOOD_COLORS } from './analytics-format';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <Box w={12} h={12} style={{ borderRadius: 3, background: color }} aria-hidden="true" />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

export function MoodLegend({ moods }: { moods: readonly Mood[] }) {
  const { t } = useTranslation(namespaces);
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('analytics:yearChart.legend')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {moods.map((mood, i) => (
        <Swatch
          key={mood}
          color={MOOD_COLORS[i] ?? MOOD_COLORS[2]}
          label={t(`daily:mood.${mood}`)}
        />
      ))}
      <Swatch
        color="light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-5))"
        label={t('analytics:yearChart.noData')}
      />
    </Group>
  );
}
