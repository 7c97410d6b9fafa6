// Live counts under the text (words or characters, reading time) and the saved text's tone as a quiet badge.
import { readingTimeMinutes } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lengthLabel } from './length-label';
import { toneOf } from './tone';

const toneColors = { positive: 'teal', neutral: 'gray', negative: 'grape' } as const;

export function TextStats({ content, score }: { content: string; score: number | undefined }) {
  const { t } = useTranslation(namespaces);
  const tone = toneOf(score);
  const words = lengthLabel(t, content);
  const reading = t('journal:stats.readingTime', { count: readingTimeMinutes(content) });
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="xs" c="dimmed" data-testid="journal-text-stats">
        {t('journal:stats.summary', { words, reading })}
      </Text>
      {tone ? (
        <Badge variant="light" color={toneColors[tone]} size="sm" data-testid="journal-tone">
          {t('journal:tone.label', { tone: t(`journal:tone.${tone}`) })}
        </Badge>
      ) : null}
    </Group>
  );
}
