// The priority picker: three segments, each with its coloured circle; the indicator takes the chosen colour.
import { namespaces } from '@groeipad/i18n';
import {
  TASK_PRIORITIES,
  priorityColor,
  priorityIcon,
  type TaskPriorityCode,
} from '@groeipad/domain';
import { Group, Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mantineColor } from './task-colors';

type Props = { value: TaskPriorityCode; onChange: (value: TaskPriorityCode) => void };

export function PriorityControl({ value, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const labelId = useId();
  return (
    <Input.Wrapper label={t('tasks:priority.label')} labelProps={{ id: labelId }}>
      <SegmentedControl
        fullWidth
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => {
          const known = TASK_PRIORITIES.find((p) => p === next);
          if (known) onChange(known);
        }}
        color={mantineColor(priorityColor(value))}
        autoContrast
        data={TASK_PRIORITIES.map((priority) => ({
          value: priority,
          label: (
            <Group gap={6} justify="center" wrap="nowrap">
              <span aria-hidden="true">{priorityIcon(priority)}</span>
              <span>{t(`tasks:priority.${priority}`)}</span>
            </Group>
          ),
        }))}
      />
    </Input.Wrapper>
  );
}
