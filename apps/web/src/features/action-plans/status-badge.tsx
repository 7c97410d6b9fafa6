// The plan's status as a coloured badge (every status the schema allows, as a sync may bring any of them).
import type { AiActionPlan } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AiActionPlan['status'], string> = {
  draft: 'gray',
  active: 'blue',
  paused: 'yellow',
  completed: 'teal',
  archived: 'gray',
};

export function StatusBadge({ status }: { status: AiActionPlan['status'] }) {
  const { t } = useTranslation(namespaces);
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      style={{ flexShrink: 0 }}
      data-testid="plan-status"
    >
      {t(`insights:plans.status.${status}`)}
    </Badge>
  );
}
