// Edits one of a plan's goal lists in the form: add a goal, tick it done, take it out.
import type { PlanGoal } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanningIcon } from './planning-icons';
import { PLAN_GOAL_MAX, type GoalListField } from './session-draft';

type Props = {
  list: GoalListField;
  goals: PlanGoal[];
  onChange: (goals: PlanGoal[]) => void;
};

export function GoalListEditor({ list, goals, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const [text, setText] = useState('');
  const name = t(`planning:lists.${list}`);

  function add() {
    const value = text.trim();
    if (value === '') return;
    onChange([...goals, { id: crypto.randomUUID(), text: value, done: false }]);
    setText('');
  }

  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {name}
      </Text>
      {goals.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('planning:form.noGoals')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {goals.map((goal) => (
            <Group key={goal.id} component="li" gap="xs" wrap="nowrap">
              <Checkbox
                checked={goal.done}
                onChange={() =>
                  onChange(goals.map((g) => (g.id === goal.id ? { ...g, done: !g.done } : g)))
                }
                label={goal.text}
                style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => onChange(goals.filter((g) => g.id !== goal.id))}
                aria-label={t('planning:form.removeGoal', { text: goal.text })}
              >
                <PlanningIcon name="remove" size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          size="sm"
          aria-label={t('planning:form.newGoal', { list: name })}
          placeholder={t('planning:form.newGoalPlaceholder')}
          value={text}
          maxLength={PLAN_GOAL_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the goal instead of submitting the whole plan.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              add();
            }
          }}
        />
        <ActionIcon
          variant="light"
          size={36}
          onClick={add}
          disabled={text.trim() === ''}
          aria-label={t('planning:form.addGoal', { list: name })}
        >
          <PlanningIcon name="add" />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
