// One plan in full: what it is for, its SMART goals, its steps to tick and rename, its timeline, and the
// buttons to complete, reopen or delete it.
import { namespaces } from '@groeipad/i18n';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePlanModal } from './delete-plan-modal';
import { formatPlanDate } from './plan-dates';
import { BackIcon } from './plan-icons';
import { readPlan, type StoredPlan } from './plan-record';
import { PlanSteps } from './plan-steps';
import { PlanTimeline } from './plan-timeline';
import { StatusBadge } from './status-badge';
import type { PlanActions } from './use-plan-actions';

type Props = { plan: StoredPlan; actions: PlanActions; onBack: () => void };

function PlanHeader({ plan }: { plan: StoredPlan }) {
  const { t, i18n } = useTranslation(namespaces);
  const date = (ms: number) => formatPlanDate(ms, i18n.language);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {plan.title}
        </Title>
        <StatusBadge status={plan.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {plan.completed && plan.completed_at !== undefined
          ? t('insights:plans.detail.completedOn', { date: date(plan.completed_at) })
          : t('insights:plans.detail.generatedOn', { date: date(plan.generated_at) })}
      </Text>
      <Text>{plan.description ?? plan.content}</Text>
      <Progress
        value={plan.progress}
        size="lg"
        color={plan.completed ? 'teal' : 'blue'}
        aria-label={t('insights:plans.detail.progressLabel')}
      />
      <Text size="sm" data-testid="plan-detail-progress">
        {t('insights:plans.progress', { progress: plan.progress })}
      </Text>
    </Stack>
  );
}

export function PlanDetail({ plan, actions, onBack }: Props) {
  const { t } = useTranslation(namespaces);
  const [confirming, setConfirming] = useState(false);
  const view = readPlan(plan);
  const allDone = view.steps.length > 0 && view.doneCount === view.steps.length;

  async function confirmDelete() {
    setConfirming(false);
    if (await actions.remove(plan)) onBack();
  }

  return (
    <Stack gap="md" data-testid="plan-detail">
      <Group>
        <Button variant="subtle" onClick={onBack} leftSection={<BackIcon />} px="xs">
          {t('insights:plans.detail.back')}
        </Button>
      </Group>
      <Card withBorder padding="lg" radius="md">
        <PlanHeader plan={plan} />
      </Card>
      {allDone && !plan.completed ? (
        <Alert color="teal" title={t('insights:plans.detail.allDone')}>
          <Button mt="xs" color="teal" onClick={() => void actions.complete(plan.id)}>
            {t('insights:plans.detail.complete')}
          </Button>
        </Alert>
      ) : null}
      {view.goals.length > 0 ? (
        <Card withBorder padding="lg" radius="md" component="section">
          <Title order={3} size="h4" mb="xs">
            {t('insights:plans.detail.goalsTitle')}
          </Title>
          <List spacing="xs">
            {view.goals.map((goal) => (
              <List.Item key={goal}>{goal}</List.Item>
            ))}
          </List>
        </Card>
      ) : null}
      <Tabs defaultValue="steps" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="steps">{t('insights:plans.detail.stepsTab')}</Tabs.Tab>
          <Tabs.Tab value="timeline">{t('insights:plans.detail.timelineTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="steps" pt="md">
          {view.stepsReadable ? (
            <PlanSteps plan={plan} steps={view.steps} actions={actions} />
          ) : (
            <Alert color="red">{t('insights:plans.detail.stepsUnreadable')}</Alert>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <PlanTimeline generatedAt={plan.generated_at} weeks={view.timeline} />
        </Tabs.Panel>
      </Tabs>
      <Group gap="sm">
        {plan.completed ? (
          <Button variant="light" onClick={() => void actions.reopen(plan.id)}>
            {t('insights:plans.detail.reopen')}
          </Button>
        ) : null}
        {/* With every step done the prompt above carries the button; one is enough. */}
        {!plan.completed && !allDone ? (
          <Button color="teal" variant="light" onClick={() => void actions.complete(plan.id)}>
            {t('insights:plans.detail.complete')}
          </Button>
        ) : null}
        <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
          {t('insights:plans.detail.delete')}
        </Button>
      </Group>
      <DeletePlanModal
        title={plan.title}
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
