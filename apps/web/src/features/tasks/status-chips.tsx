// The status filter as a row of radio chips, each with how many tasks it would show.
import { TASK_LIST_STATUSES, type TaskListStatus } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: TaskListStatus;
  counts: Record<TaskListStatus, number>;
  onChange: (status: TaskListStatus) => void;
};

export function StatusChips({ value, counts, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const name = useId();
  return (
    <Chip.Group
      value={value}
      onChange={(next) => {
        const status = TASK_LIST_STATUSES.find((s) => s === next);
        if (status) onChange(status);
      }}
    >
      <Group gap={6} role="radiogroup" aria-label={t('tasks:status.label')}>
        {TASK_LIST_STATUSES.map((status) => (
          <Chip
            key={status}
            value={status}
            type="radio"
            name={name}
            variant="light"
            color={status === 'overdue' && counts.overdue > 0 ? 'red' : 'teal'}
            data-testid={`status-chip-${status}`}
          >
            {t(`tasks:status.${status}`)}{' '}
            <Text span size="xs" fw={700} data-testid="status-count">
              {counts[status]}
            </Text>
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
