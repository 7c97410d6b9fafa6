// The facts under a task's title: priority, status, deadline with time left, category and tags.
import {
  categoryIcon,
  formatDueDate,
  parseTags,
  priorityColor,
  priorityIcon,
  taskStatusColor,
  timeUntilDue,
  type TaskStatus,
  type TimeUntilDue,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from './category-select';
import { mantineColor } from './task-colors';
import { CalendarIcon } from './task-icons';
import { dateLocale, formatDueTime } from './task-locale';
import type { StoredTask } from './use-tasks';

const hashTag = (tag: string) => `#${tag}`;
/** What a screen reader hears before a badge's value ("Prioriteit: Hoog"); hidden on screen. */
const prefix = (label: string) => `${label}: `;

type Props = { task: StoredTask; status: TaskStatus; now: number };

function useTimeLeftText(): (value: TimeUntilDue) => string {
  const { t } = useTranslation(namespaces);
  return (value) =>
    value.kind === 'days'
      ? t('tasks:due.days', { count: value.days })
      : t(`tasks:due.${value.kind}`);
}

export function TaskMeta({ task, status, now }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const timeLeftText = useTimeLeftText();
  const categoryLabel = useCategoryLabel();
  const tags = parseTags(task.tags);
  const priority = t(`tasks:priority.${task.priority}`);
  const due =
    task.due_date == null
      ? undefined
      : {
          iso: new Date(task.due_date).toISOString(),
          when: `${formatDueDate(task.due_date, dateLocale(i18n.language))}, ${formatDueTime(task.due_date, i18n.language)}`,
          // A finished task is not late any more, so the time left only shows while it is open.
          left: task.completed ? undefined : `· ${timeLeftText(timeUntilDue(task.due_date, now))}`,
        };
  return (
    <Group gap={6} wrap="wrap" data-testid="task-meta">
      <Badge
        variant="light"
        color={mantineColor(priorityColor(task.priority))}
        leftSection={<span aria-hidden="true">{priorityIcon(task.priority)}</span>}
      >
        <VisuallyHidden component="span">{prefix(t('tasks:priority.label'))}</VisuallyHidden>
        {priority}
      </Badge>
      <Badge variant="dot" color={mantineColor(taskStatusColor(status))} data-testid="task-status">
        {t(`tasks:taskStatus.${status}`)}
      </Badge>
      {task.category ? (
        <Badge
          variant="default"
          leftSection={<span aria-hidden="true">{categoryIcon(task.category)}</span>}
        >
          <VisuallyHidden component="span">{prefix(t('tasks:category.label'))}</VisuallyHidden>
          {categoryLabel(task.category)}
        </Badge>
      ) : null}
      {due ? (
        <Group gap={4} wrap="nowrap" data-testid="task-due">
          <CalendarIcon />
          <Text
            size="xs"
            c={status === 'overdue' ? 'var(--mantine-color-error)' : 'dimmed'}
            fw={status === 'overdue' ? 600 : 400}
          >
            <VisuallyHidden component="span">{prefix(t('tasks:due.label'))}</VisuallyHidden>
            <time dateTime={due.iso}>{due.when}</time> {due.left}
          </Text>
        </Group>
      ) : null}
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" tt="none" data-testid="task-tag">
          {hashTag(tag)}
        </Badge>
      ))}
    </Group>
  );
}
