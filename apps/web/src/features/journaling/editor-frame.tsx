// The editor's frame: back link, heading and Done above; edit count and delete below.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalIcon } from './journal-icons';

export function EditorHeader({ isNew, onDone }: { isNew: boolean; onDone: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Button
          component={Link}
          to="/journaling"
          variant="subtle"
          px="xs"
          leftSection={<JournalIcon name="back" />}
        >
          {t('journal:editor.back')}
        </Button>
        <Button onClick={onDone}>{t('journal:editor.done')}</Button>
      </Group>
      <Title order={1}>{t(isNew ? 'journal:editor.newTitle' : 'journal:editor.editTitle')}</Title>
    </Stack>
  );
}

type FooterProps = { editCount: number; canDelete: boolean; onDelete: () => void };

export function EditorFooter({ editCount, canDelete, onDelete }: FooterProps) {
  const { t } = useTranslation(namespaces);
  return (
    <Group justify="space-between" wrap="wrap" pt="sm">
      <Text size="sm" c="dimmed" data-testid="journal-edit-count">
        {editCount > 0 ? t('journal:editor.edited', { count: editCount }) : null}
      </Text>
      {canDelete ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<JournalIcon name="trash" />}
          onClick={onDelete}
        >
          {t('journal:editor.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
