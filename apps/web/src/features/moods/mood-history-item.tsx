// One check-in in the history: mood, time in the UI language, what was going on, triggers and activities.
import { moodEmoji, moodOf } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoodIcon } from './mood-icons';
import { tagLabels } from './mood-tags';
import type { MoodActions } from './use-mood-actions';
import type { MoodRecord } from './use-mood-data';
import { useTagTranslate } from './use-tag-translate';

type Props = { mood: MoodRecord; onRemove: MoodActions['remove'] };

export function MoodHistoryItem({ mood, onRemove }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const translate = useTagTranslate();
  const [busy, setBusy] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(mood.timestamp);
  const word = t(`daily:mood.${moodOf(mood.mood_rating)}`);
  const triggers = tagLabels('triggers', mood.triggers, translate);
  const activities = tagLabels('activities', mood.activities, translate);
  return (
    <Paper component="li" withBorder p="sm" aria-label={`${word}, ${when}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Text fz={28} lh={1.1} aria-hidden="true">
          {mood.mood_emoji || moodEmoji(mood.mood_rating)}
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={600}>{word}</Text>
            <Text
              size="sm"
              c="dimmed"
              component="time"
              dateTime={new Date(mood.timestamp).toISOString()}
            >
              {when}
            </Text>
          </Group>
          {mood.context ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mood.context}
            </Text>
          ) : null}
          {triggers.length > 0 || activities.length > 0 ? (
            <Group gap={6}>
              {triggers.map((label) => (
                <Badge key={`t-${label}`} variant="light" color="orange" size="sm">
                  {label}
                </Badge>
              ))}
              {activities.map((label) => (
                <Badge key={`a-${label}`} variant="light" color="teal" size="sm">
                  {label}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onRemove(mood).finally(() => setBusy(false));
          }}
          aria-label={t('moods:history.delete', { when })}
        >
          <MoodIcon name="delete" size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
