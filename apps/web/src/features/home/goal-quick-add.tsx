// One line to add a goal for today; the text stays in the field until IndexedDB has the goal.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The schema's limit for goal_text. */
const GOAL_TEXT_MAX = 500;

export function GoalQuickAdd({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation(namespaces);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || saving) return;
    setSaving(true);
    const added = await onAdd(text);
    setSaving(false);
    if (added) setText('');
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('home:goals.addLabel')}
          placeholder={t('home:goals.addPlaceholder')}
          value={text}
          maxLength={GOAL_TEXT_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={saving} disabled={text.trim() === ''}>
          {t('home:goals.add')}
        </Button>
      </Group>
    </form>
  );
}
