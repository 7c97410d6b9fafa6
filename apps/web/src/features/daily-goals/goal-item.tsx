// One goal of the day: tick it done in one tap (a note is optional, asked for right after), reopen, delete.
import { DEFAULT_GOAL_EMOJI } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Checkbox, Group, Menu, Paper, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionNotes } from './completion-notes';
import { GoalBadges } from './goal-badges';
import { GoalIcon } from './goal-icons';
import { PRIORITY_COLORS } from './goal-options';
import type { GoalActions } from './use-goal-actions';
import type { GoalRecord } from './use-goal-data';

type Props = { goal: GoalRecord; actions: GoalActions };

export function GoalItem({ goal, actions }: Props) {
  const { t } = useTranslation(namespaces);
  const [busy, setBusy] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);

  async function toggle() {
    setBusy(true);
    if (goal.is_completed) {
      await actions.reopen(goal);
      setNotesOpen(false);
    } else if (await actions.complete(goal)) {
      setNotesOpen(true);
    }
    setBusy(false);
  }

  const priorityColor = `var(--mantine-color-${PRIORITY_COLORS[goal.priority]}-filled)`;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      style={{ borderInlineStart: `4px solid ${priorityColor}` }}
      aria-label={goal.goal_text}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Popover
          opened={notesOpen}
          onChange={setNotesOpen}
          position="bottom-start"
          withArrow
          trapFocus
          // Focus is trapped inside, so it must never vanish while open (as it would when the box scrolls away).
          hideDetached={false}
          width={280}
        >
          <Popover.Target>
            <Checkbox
              mt={4}
              size="md"
              checked={goal.is_completed}
              disabled={busy}
              onChange={() => void toggle()}
              aria-label={
                goal.is_completed
                  ? t('goals:item.reopen', { text: goal.goal_text })
                  : t('goals:item.complete', { text: goal.goal_text })
              }
            />
          </Popover.Target>
          <Popover.Dropdown>
            <CompletionNotes
              initial={goal.completion_notes ?? ''}
              onSave={async (notes) => {
                if (await actions.saveNotes(goal, notes)) setNotesOpen(false);
              }}
              onSkip={() => setNotesOpen(false)}
            />
          </Popover.Dropdown>
        </Popover>
        <Text span fz={22} lh={1.3} aria-hidden="true">
          {goal.goal_emoji || DEFAULT_GOAL_EMOJI}
        </Text>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text
            fw={500}
            td={goal.is_completed ? 'line-through' : undefined}
            c={goal.is_completed ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {goal.goal_text}
          </Text>
          <GoalBadges goal={goal} />
          {goal.is_completed && goal.completion_notes ? (
            <Text size="sm" c="dimmed" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
              {goal.completion_notes}
            </Text>
          ) : null}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('goals:item.menu', { text: goal.goal_text })}
            >
              <GoalIcon name="more" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {goal.is_completed ? (
              <Menu.Item onClick={() => setNotesOpen(true)}>
                {goal.completion_notes ? t('goals:item.editNote') : t('goals:item.addNote')}
              </Menu.Item>
            ) : null}
            <Menu.Item color="red" onClick={() => void actions.remove(goal)}>
              {t('common:actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
