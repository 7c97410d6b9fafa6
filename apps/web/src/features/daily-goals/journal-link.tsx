// Says whether new goals of the day link to that day's journal entry, with a way to open it.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoalIcon } from './goal-icons';
import type { DayJournal } from './use-goal-data';

export function JournalLink({ journal }: { journal: DayJournal }) {
  const { t } = useTranslation(namespaces);
  if (journal.status !== 'ready' || !journal.entryId) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text span c="dimmed" lh={1}>
        <GoalIcon name="link" size={16} />
      </Text>
      <Text size="sm" c="dimmed">
        {t('goals:form.linked')}
      </Text>
      <Anchor component={Link} to={`/journaling/entry/${journal.entryId}`} size="sm">
        {t('goals:form.openJournal')}
      </Anchor>
    </Group>
  );
}
