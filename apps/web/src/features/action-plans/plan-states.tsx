// The screen's other states: loading, no plans yet, and a plan address that leads nowhere.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Pictures, not words: the emoji carry no text to translate.
const ICONS = { empty: '🧭', notFound: '🔍' } as const;

export function PlansLoading() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm" role="status" aria-label={t('insights:plans.loading')} aria-busy="true">
      {[0, 1].map((row) => (
        <Skeleton key={row} height={96} radius="md" />
      ))}
    </Stack>
  );
}

export function NoPlans() {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="xl" radius="md" data-testid="plans-empty">
      <EmptyState
        icon={<span aria-hidden="true">{ICONS.empty}</span>}
        withIndicatorBackground
        title={t('insights:plans.list.empty.title')}
        description={t('insights:plans.list.empty.body')}
      />
    </Card>
  );
}

export function PlanNotFound({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="xl" radius="md" data-testid="plan-not-found">
      <EmptyState
        icon={<span aria-hidden="true">{ICONS.notFound}</span>}
        title={t('insights:plans.detail.notFound.title')}
        description={t('insights:plans.detail.notFound.body')}
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onBack}>
            {t('insights:plans.detail.back')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
