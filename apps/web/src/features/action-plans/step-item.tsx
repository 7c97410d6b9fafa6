// One step of a plan: tick it off, read what it asks and when, or rename it in place.
import { namespaces } from '@groeipad/i18n';
import type { ActionPlanStep } from '@groeipad/local-db';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from './plan-dates';
import { PencilIcon } from './plan-icons';

type Props = {
  step: ActionPlanStep;
  generatedAt: number;
  onToggle: () => void;
  /** true once the new title is stored. */
  onRename: (title: string) => Promise<boolean>;
};

function RenameForm({
  step,
  onDone,
  onRename,
}: Pick<Props, 'step' | 'onRename'> & { onDone: () => void }) {
  const { t } = useTranslation(namespaces);
  const [value, setValue] = useState(step.title);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') {
      setError(t('insights:plans.errors.emptyTitle'));
      return;
    }
    if (value.trim() === step.title || (await onRename(value))) onDone();
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate style={{ flex: 1 }}>
      <Stack gap="xs">
        <TextInput
          label={t('insights:plans.detail.editLabel')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          error={error}
          maxLength={200}
          data-autofocus
          autoFocus
        />
        <Group gap="xs">
          <Button type="submit" size="compact-sm">
            {t('insights:plans.detail.save')}
          </Button>
          <Button variant="default" size="compact-sm" onClick={onDone}>
            {t('insights:plans.detail.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function StepItem({ step, generatedAt, onToggle, onRename }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const [editing, setEditing] = useState(false);
  return (
    <Group
      component="li"
      aria-label={step.title}
      data-done={step.done}
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      py="xs"
    >
      <Checkbox
        checked={step.done}
        onChange={onToggle}
        aria-label={t('insights:plans.detail.tick', { title: step.title })}
        mt={4}
      />
      {editing ? (
        <RenameForm step={step} onRename={onRename} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text
            fw={600}
            data-testid="step-title"
            td={step.done ? 'line-through' : undefined}
            c={step.done ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {step.title}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {step.detail}
          </Text>
          <Text size="xs" c="dimmed">
            {t('insights:plans.detail.due', {
              date: formatDueDate(generatedAt, step.dueOffsetDays, i18n.language),
            })}
          </Text>
        </Stack>
      )}
      {editing ? null : (
        <ActionIcon
          variant="subtle"
          onClick={() => setEditing(true)}
          aria-label={t('insights:plans.detail.edit', { title: step.title })}
        >
          <PencilIcon />
        </ActionIcon>
      )}
    </Group>
  );
}
