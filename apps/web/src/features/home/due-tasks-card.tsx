// Tasks due today and overdue: title, priority, when it was due (overdue in red), a checkbox and the way to all tasks.
import { formatDueDate, priorityIcon, type Task } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Anchor, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dueText, type DueText } from './due-text';
import { SectionCard } from './section-card';
import { useDueTasks } from './use-due-tasks';
import { useReportReady } from './home-ready';

export const HOME_TASKS_SHOWN = 6;

export function DueTasksCard({ userId, now }: { userId: string; now: number }) {
  const { t } = useTranslation(namespaces);
  const { tasks, toggle } = useDueTasks(userId, now);
  useReportReady('tasks', tasks !== undefined);
  const [busy, setBusy] = useState<string>();

  async function tick(task: Task) {
    setBusy(task.id);
    await toggle(task);
    setBusy(undefined);
  }

  const shown = tasks?.slice(0, HOME_TASKS_SHOWN) ?? [];
  const hidden = (tasks?.length ?? 0) - shown.length;
  return (
    <SectionCard id="home-tasks" title={t('home:tasks.title')} testId="home-tasks">
      {tasks === undefined ? (
        <Skeleton h={96} aria-hidden="true" />
      ) : (
        <Stack gap="sm">
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('home:tasks.empty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} now={now} busy={busy === task.id} onTick={tick} />
                </li>
              ))}
            </Stack>
          )}
          <Group justify="space-between" gap="xs">
            {hidden > 0 ? (
              <Text size="sm" c="dimmed">
                {t('home:tasks.more', { count: hidden })}
              </Text>
            ) : (
              <span />
            )}
            <Anchor component={Link} to="/tasks" size="sm">
              {t('home:tasks.all')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}

type RowProps = { task: Task; now: number; busy: boolean; onTick: (task: Task) => Promise<void> };

function TaskRow({ task, now, busy, onTick }: RowProps) {
  const { t } = useTranslation(namespaces);
  const due = task.due_date === undefined ? undefined : dueText(task.due_date, now);
  const overdue = !task.completed && due?.key.startsWith('overdue') === true;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Checkbox
        mt={2}
        checked={task.completed}
        disabled={busy}
        onChange={() => void onTick(task)}
        aria-label={task.title}
      />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <span role="img" aria-label={t(`home:tasks.priority.${task.priority}`)}>
            {priorityIcon(task.priority)}
          </span>
          <Text
            truncate
            td={task.completed ? 'line-through' : undefined}
            c={task.completed ? 'dimmed' : undefined}
          >
            {task.title}
          </Text>
        </Group>
        {due ? (
          <Text
            size="xs"
            c={overdue ? 'var(--mantine-color-red-text)' : 'dimmed'}
            fw={overdue ? 600 : 400}
          >
            <DueLabel due={due} />
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

function DueLabel({ due }: { due: DueText }) {
  const { t, i18n } = useTranslation(namespaces);
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(ms);
  switch (due.key) {
    case 'overdueSince':
      return t('home:tasks.due.overdueSince', { date: formatDueDate(due.date, i18n.language) });
    case 'overdueAt':
      return t('home:tasks.due.overdueAt', { time: time(due.time) });
    case 'todayAt':
      return t('home:tasks.due.todayAt', { time: time(due.time) });
    case 'days':
      return t('home:tasks.due.days', { count: due.count });
    default:
      return t(`home:tasks.due.${due.key}`);
  }
}
