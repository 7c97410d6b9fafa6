// The filtered, sorted tasks: open ones first, the finished ones in their own section below.
import { splitByCompletion } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskCard } from './task-card';
import classes from './tasks.module.css';
import type { StoredTask } from './use-tasks';

type Props = {
  tasks: StoredTask[];
  now: number;
  onToggle: (task: StoredTask) => void;
  onEdit: (task: StoredTask) => void;
  onDelete: (task: StoredTask) => void;
};

export function TaskListView({ tasks, ...handlers }: Props) {
  const { t } = useTranslation(namespaces);
  const { open, done } = splitByCompletion(tasks);
  return (
    <Stack gap="lg" aria-label={t('tasks:list.label')} component="section">
      {open.length > 0 ? (
        <Section
          heading={t('tasks:list.open', { count: open.length })}
          tasks={open}
          {...handlers}
        />
      ) : null}
      {done.length > 0 ? (
        <Section
          heading={t('tasks:list.done', { count: done.length })}
          tasks={done}
          {...handlers}
        />
      ) : null}
    </Stack>
  );
}

function Section({ heading, tasks, ...handlers }: Props & { heading: string }) {
  const id = useId();
  return (
    <Stack gap="xs">
      <Title order={2} size="h5" c="dimmed" id={id}>
        {heading}
      </Title>
      <ul className={classes.list} aria-labelledby={id}>
        {tasks.map((task) => (
          <TaskCard key={task.id} task={task} {...handlers} />
        ))}
      </ul>
    </Stack>
  );
}
