// The optional note after ticking a goal done: what went well, what you learned. Kept on screen if saving fails.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  initial: string;
  onSave: (notes: string) => Promise<void>;
  onSkip: () => void;
};

export const NOTES_MAX = 2000;

export function CompletionNotes({ initial, onSave, onSkip }: Props) {
  const { t } = useTranslation(namespaces);
  const [notes, setNotes] = useState(initial);
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave(notes.trim()).finally(() => setSaving(false));
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('goals:notes.title')}
        </Text>
        <Textarea
          label={t('goals:notes.label')}
          placeholder={t('goals:notes.placeholder')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={NOTES_MAX}
          // Not autosize: it needs document.fonts, which jsdom lacks (tests would fail, not the app).
          rows={3}
          resize="vertical"
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" size="xs" onClick={onSkip}>
            {t('goals:notes.skip')}
          </Button>
          <Button type="submit" size="xs" loading={saving}>
            {t('goals:notes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
