// Today's prompt for the user's type, with a button that opens a new entry on it.
import { dailyPrompt, journalDayIndex, type MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../../lib/use-now';
import { JournalIcon } from './journal-icons';
import { PromptText } from './prompt-text';

const MINUTE_MS = 60_000;

export function TodayPromptCard({ mbtiType }: { mbtiType: MbtiType | undefined }) {
  const { t } = useTranslation(namespaces);
  // Re-read every minute so the card turns to the next day's prompt after midnight.
  const prompt = dailyPrompt(mbtiType, journalDayIndex(useNow(MINUTE_MS)));
  // Compact (one padded row of text and a small button) so the user's own entries start on the first phone screen.
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-labelledby="journal-today">
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text id="journal-today" size="xs" fw={700} tt="uppercase" c="dimmed" mb={2}>
            {t('journal:today.label')}
          </Text>
          <PromptText id={prompt} size="sm" />
        </div>
        <Button
          component={Link}
          to={`/journaling/new?prompt=${prompt}`}
          variant="light"
          size="compact-sm"
          leftSection={<JournalIcon name="pen" />}
        >
          {t('journal:today.write')}
        </Button>
      </Group>
    </Card>
  );
}
