// One field to add a task fast: a title and Enter make an open task with medium priority and no deadline.
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { titleError, type TaskFormError } from './task-form';
import { PlusIcon } from './task-icons';
import type { TaskActions } from './use-task-actions';
import { useErrorText } from './use-error-text';

type Props = { userId: string; create: TaskActions['create'] };

export function QuickAdd({ userId, create }: Props) {
  const { t } = useTranslation(namespaces);
  const errorText = useErrorText();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<TaskFormError>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = titleError(title);
    setError(problem);
    if (problem) return;
    setBusy(true);
    // On failure the text stays in the field, so nothing typed is lost.
    const saved = await create({
      user_id: userId,
      title: title.trim(),
      completed: false,
      priority: 'medium',
    });
    setBusy(false);
    if (saved) setTitle('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('tasks:quickAdd.label')}
        placeholder={t('tasks:quickAdd.placeholder')}
        value={title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          if (error) setError(undefined);
        }}
        error={errorText(error)}
        enterKeyHint="done"
        autoComplete="off"
        size="md"
        rightSectionWidth={44}
        rightSection={
          <ActionIcon
            type="submit"
            variant="filled"
            size="lg"
            loading={busy}
            aria-label={t('tasks:quickAdd.submit')}
          >
            <PlusIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
