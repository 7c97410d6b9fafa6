// The plan week by week, with the current week marked: where you are and what comes next.
import { namespaces } from '@groeipad/i18n';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { currentPlanWeek } from './plan-dates';
import type { TimelineWeek } from './plan-record';

type Props = { generatedAt: number; weeks: TimelineWeek[] };

export function PlanTimeline({ generatedAt, weeks }: Props) {
  const { t } = useTranslation(namespaces);
  const current = currentPlanWeek(generatedAt, useNow(60_000));
  // Mantine marks items up to `active` as done-or-current; past the end every week is behind you.
  const active = weeks.findIndex((week) => week.week === current);
  return (
    <Timeline
      active={active === -1 && current > 0 ? weeks.length - 1 : active}
      bulletSize={20}
      lineWidth={2}
      data-testid="plan-timeline"
    >
      {weeks.map((week) => (
        <Timeline.Item
          key={week.week}
          title={
            <Group gap="xs">
              <Text fw={600}>{t('insights:plans.detail.week', { week: week.week })}</Text>
              {week.week === current ? (
                <Badge size="sm" variant="light">
                  {t('insights:plans.detail.currentWeek')}
                </Badge>
              ) : null}
            </Group>
          }
        >
          <Text size="sm">{week.focus}</Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
