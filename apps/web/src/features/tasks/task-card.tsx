// One task in the list: tick it off, read its facts, edit or delete it. Overdue tasks are marked in red.
import { taskStatus } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from './task-icons';
import { TaskMeta } from './task-meta';
import classes from './tasks.module.css';
import type { StoredTask } from './use-tasks';

type Props = {
  task: StoredTask;
  now: number;
  onToggle: (task: StoredTask) => void;
  onEdit: (task: StoredTask) => void;
  onDelete: (task: StoredTask) => void;
};

export function TaskCard({ task, now, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation(namespaces);
  const status = taskStatus(task, now);
  const className = [
    classes.card,
    status === 'overdue' ? classes.overdue : '',
    task.completed ? classes.done : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="md"
      className={className}
      data-testid="task-card"
      data-status={status}
      aria-label={task.title}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          size="md"
          mt={2}
          checked={task.completed}
          onChange={() => onToggle(task)}
          aria-label={t('tasks:actions.complete', { title: task.title })}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text
            fw={600}
            className={classes.title}
            td={task.completed ? 'line-through' : undefined}
            c={task.completed ? 'dimmed' : undefined}
            data-testid="task-title"
          >
            {task.title}
          </Text>
          {task.description ? (
            <Text size="sm" c="dimmed" lineClamp={3} className={classes.title}>
              {task.description}
            </Text>
          ) : null}
          <TaskMeta task={task} status={status} now={now} />
        </Stack>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onEdit(task)}
            aria-label={t('tasks:actions.edit', { title: task.title })}
          >
            <PencilIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => onDelete(task)}
            aria-label={t('tasks:actions.delete', { title: task.title })}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
