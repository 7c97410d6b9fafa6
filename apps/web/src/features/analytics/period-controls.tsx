// Day / week / month, the arrows to the period before and after, and back to today.
import { ANALYTICS_PERIODS } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnalyticsIcon } from './analytics-icons';
import { periodLabel } from './period-label';
import type { AnalyticsViewState } from './use-analytics-view';

export function PeriodControls({ view }: { view: AnalyticsViewState }) {
  const { t, i18n } = useTranslation(namespaces);
  const label = periodLabel(view.period, view.bounds, i18n.language);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          aria-label={t('analytics:period.label')}
          value={view.period}
          onChange={view.setPeriod}
          data={ANALYTICS_PERIODS.map((period) => ({
            value: period,
            label: t(`analytics:period.${period}`),
          }))}
        />
        <Button variant="light" size="compact-md" onClick={view.today} disabled={view.isCurrent}>
          {t('analytics:period.today')}
        </Button>
      </Group>
      {/* Takes the whole second row on a phone, the right side on wider screens. */}
      <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px' }} justify="flex-end">
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={view.previous}
          aria-label={t(`analytics:period.previous.${view.period}`)}
        >
          <AnalyticsIcon name="previous" />
        </ActionIcon>
        <Text
          fw={600}
          ta="center"
          style={{ flex: 1, minWidth: 0 }}
          maw={280}
          aria-live="polite"
          data-testid="analytics-period"
        >
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={view.next}
          disabled={view.isCurrent}
          aria-label={t(`analytics:period.next.${view.period}`)}
        >
          <AnalyticsIcon name="next" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
