// One entry in the list: mood, title (opens it), date, the first lines, tags, counts and a favourite star.
import { moodEmoji, moodOf, parseStringList } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './journal.module.css';
import { JournalIcon } from './journal-icons';
import { lengthLabel } from './length-label';
import type { JournalEntryRecord } from './use-journal-entries';

type Props = { entry: JournalEntryRecord; onToggleFavourite: (entry: JournalEntryRecord) => void };

export function EntryCard({ entry, onToggleFavourite }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(entry.date);
  const tags = parseStringList(entry.tags);
  // From the text, not the stored word_count, so Japanese and Korean entries show characters.
  const words = lengthLabel(t, entry.content);
  const reading = t('journal:stats.readingTime', { count: entry.reading_time_minutes ?? 0 });
  return (
    <Card withBorder padding="md" radius="md" className={classes.card} data-testid="journal-entry">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
            {entry.mood_rating === undefined ? (
              <Text size="xl" lh={1.2} c="dimmed" role="img" aria-label={t('journal:list.noMood')}>
                ·
              </Text>
            ) : (
              <Text
                size="xl"
                lh={1.2}
                role="img"
                aria-label={t(`daily:mood.${moodOf(entry.mood_rating)}`)}
              >
                {moodEmoji(entry.mood_rating)}
              </Text>
            )}
            <Stack gap={0} miw={0}>
              <Link to={`/journaling/entry/${entry.id}`} className={classes.titleLink}>
                <Text fw={600} fs={entry.title ? undefined : 'italic'} lineClamp={2}>
                  {entry.title || t('journal:list.untitled')}
                </Text>
              </Link>
              <Text size="sm" c="dimmed">
                {date}
              </Text>
            </Stack>
          </Group>
          <ActionIcon
            className={classes.above}
            variant="subtle"
            color="yellow"
            size="lg"
            aria-pressed={entry.is_favorite}
            aria-label={t('journal:list.favourite')}
            onClick={() => onToggleFavourite(entry)}
          >
            <JournalIcon name={entry.is_favorite ? 'starFilled' : 'star'} size={20} />
          </ActionIcon>
        </Group>
        {entry.content.trim() ? (
          <Text size="sm" lineClamp={3} className={classes.excerpt}>
            {entry.content}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          {entry.is_private ? (
            <Badge variant="light" color="gray" leftSection={<JournalIcon name="lock" size={12} />}>
              {t('journal:list.private')}
            </Badge>
          ) : null}
          {entry.levensgebied ? (
            <Badge variant="light" color="teal">
              {t(`daily:levensgebied.${entry.levensgebied}`)}
            </Badge>
          ) : null}
          {tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('journal:stats.summary', { words, reading })}
        </Text>
      </Stack>
    </Card>
  );
}
