// The user's plans as cards with a progress bar, newest first; an honest empty state when there are none.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readPlan, type StoredPlan } from './plan-record';
import { NoPlans } from './plan-states';
import { StatusBadge } from './status-badge';

type Props = { plans: StoredPlan[]; onOpen: (id: string) => void };

function PlanCard({ plan, onOpen }: { plan: StoredPlan; onOpen: (id: string) => void }) {
  const { t } = useTranslation(namespaces);
  const { steps, doneCount } = readPlan(plan);
  return (
    <Card withBorder padding="md" radius="md" component="li" aria-label={plan.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {plan.title}
          </Text>
          <StatusBadge status={plan.status} />
        </Group>
        <Progress
          value={plan.progress}
          color={plan.completed ? 'teal' : 'blue'}
          aria-label={t('insights:plans.list.progressLabel', { title: plan.title })}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="plan-progress">
            {t('insights:plans.list.steps', { done: doneCount, total: steps.length })}
            {' · '}
            {t('insights:plans.progress', { progress: plan.progress })}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onOpen(plan.id)}
            aria-label={t('insights:plans.list.openLabel', { title: plan.title })}
          >
            {t('insights:plans.list.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function PlanList({ plans, onOpen }: Props) {
  const { t } = useTranslation(namespaces);
  const titleId = useId();
  if (plans.length === 0) return <NoPlans />;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('insights:plans.list.title')}
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onOpen={onOpen} />
        ))}
      </Stack>
    </Stack>
  );
}
