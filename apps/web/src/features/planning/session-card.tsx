// One planning session: kind, date, progress bar, tomorrow's focus and its goals, ticked off right here.
import { parsePlanGoals } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  ActionIcon,
  Badge,
  Card,
  Checkbox,
  Group,
  Menu,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanningIcon } from './planning-icons';
import { GOAL_LISTS, isSessionType, type SessionRecord } from './session-draft';
import type { PlanningActions } from './use-planning-actions';

type Props = {
  session: SessionRecord;
  actions: PlanningActions;
  onEdit: (session: SessionRecord) => void;
};

export function SessionCard({ session, actions, onEdit }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const [busy, setBusy] = useState(false);
  const type = isSessionType(session.session_type) ? session.session_type : 'daily';
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(session.session_date);
  const titleId = `session-${session.id}`;

  async function tick(list: (typeof GOAL_LISTS)[number], goalId: string) {
    setBusy(true);
    await actions.toggleGoal(session.id, list, goalId);
    setBusy(false);
  }

  return (
    <Card withBorder padding="md" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {session.session_title}
            </Text>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {t(`planning:type.${type}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {date}
              </Text>
            </Group>
          </Stack>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('planning:card.menu', { title: session.session_title })}
              >
                <PlanningIcon name="more" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onEdit(session)}>{t('planning:card.edit')}</Menu.Item>
              <Menu.Item color="red" onClick={() => void actions.remove(session)}>
                {t('common:actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {session.goals_total > 0 ? (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">
                {t('planning:card.progress', {
                  completed: session.goals_completed,
                  count: session.goals_total,
                })}
              </Text>
              <Text size="sm" fw={600}>
                {t('planning:card.percent', { rate: session.completion_rate })}
              </Text>
            </Group>
            <Progress
              value={session.completion_rate}
              color={session.completion_rate === 100 ? 'green' : 'teal'}
              aria-label={t('planning:card.progressLabel', { title: session.session_title })}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('planning:card.noGoals')}
          </Text>
        )}
        {session.tomorrow_focus ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('planning:form.tomorrowFocus')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {session.tomorrow_focus}
            </Text>
          </Stack>
        ) : null}
        {GOAL_LISTS.map((list) => {
          const goals = parsePlanGoals(session[list]);
          if (goals.length === 0) return null;
          return (
            <Stack key={list} gap={4}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t(`planning:lists.${list}`)}
              </Text>
              {goals.map((goal) => (
                <Checkbox
                  key={goal.id}
                  checked={goal.done}
                  disabled={busy}
                  label={goal.text}
                  onChange={() => void tick(list, goal.id)}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
