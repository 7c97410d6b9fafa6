// The prompt above the text: the chosen question, "Different prompt" (the next one that suits the type) and hide;
// without a prompt, one button brings today's back.
import {
  dailyPrompt,
  isJournalPromptId,
  journalDayIndex,
  promptsForType,
  type MbtiType,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { JournalIcon } from './journal-icons';
import { PromptText } from './prompt-text';

type Props = {
  promptId: string | null;
  mbtiType: MbtiType | undefined;
  onChange: (promptId: string | null) => void;
};

const HOUR_MS = 3_600_000;

export function PromptPanel({ promptId, mbtiType, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const day = journalDayIndex(useNow(HOUR_MS));
  if (!isJournalPromptId(promptId)) {
    return (
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<JournalIcon name="pen" size={16} />}
          onClick={() => onChange(dailyPrompt(mbtiType, day))}
        >
          {t('journal:prompt.show')}
        </Button>
      </Group>
    );
  }
  const list = promptsForType(mbtiType, day);
  const next = list[(list.indexOf(promptId) + 1) % list.length] ?? list[0] ?? null;
  return (
    <Paper radius="md" p="md" withBorder component="section" aria-label={t('journal:prompt.label')}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        {t('journal:prompt.label')}
      </Text>
      <PromptText id={promptId} size="lg" />
      <Group gap="xs" mt="sm">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<JournalIcon name="shuffle" size={16} />}
          onClick={() => onChange(next)}
        >
          {t('journal:prompt.another')}
        </Button>
        <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onChange(null)}>
          {t('journal:prompt.hide')}
        </Button>
      </Group>
    </Paper>
  );
}
