// Day-end decision: open goals of earlier days wait for the user to carry them over or let them go.
// Nothing happens to them automatically; dropped goals are kept, only hidden.
import { DEFAULT_GOAL_EMOJI } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalActions } from './use-goal-actions';
import type { GoalRecord } from './use-goal-data';

type Props = { goals: readonly GoalRecord[]; actions: GoalActions };

/** Long lists start folded so the card stays calm. */
const FOLDED = 3;

export function OpenGoalsCard({ goals, actions }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(false);
  if (goals.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const shown = expanded ? goals : goals.slice(0, FOLDED);

  async function decide(write: () => Promise<boolean>) {
    setBusy(true);
    await write();
    setBusy(false);
  }

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="open-goals-title"
      bg="var(--mantine-color-blue-light)"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="open-goals-title">
            {t('goals:decision.title', { count: goals.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('goals:decision.intro')}
          </Text>
        </Stack>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((goal) => (
            <Group key={goal.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text span aria-hidden="true">
                  {goal.goal_emoji || DEFAULT_GOAL_EMOJI}
                </Text>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {goal.goal_text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {date.format(goal.target_date)}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={busy}
                  onClick={() => void decide(() => actions.carryOver([goal]))}
                  aria-label={t('goals:decision.carryOne', { text: goal.goal_text })}
                >
                  {t('goals:decision.carry')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  disabled={busy}
                  onClick={() => void decide(() => actions.letGo([goal]))}
                  aria-label={t('goals:decision.dropOne', { text: goal.goal_text })}
                >
                  {t('goals:decision.drop')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
        {goals.length > FOLDED ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((open) => !open)}>
            {expanded
              ? t('goals:decision.showLess')
              : t('goals:decision.showAll', { total: goals.length })}
          </Button>
        ) : null}
        {goals.length > 1 ? (
          <Group gap="xs" justify="flex-end">
            <Button
              variant="default"
              disabled={busy}
              onClick={() => void decide(() => actions.letGo(goals))}
            >
              {t('goals:decision.dropAll')}
            </Button>
            <Button disabled={busy} onClick={() => void decide(() => actions.carryOver(goals))}>
              {t('goals:decision.carryAll')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
