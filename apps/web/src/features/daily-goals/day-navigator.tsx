// Which day's goals are shown: arrows a day back or forward, yesterday/today/tomorrow by name, back to today.
import { startOfDayKey, type DayKey } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GoalIcon } from './goal-icons';

type Props = {
  day: DayKey;
  /** Days from today: -1 yesterday, 0 today, 1 tomorrow. */
  offset: number;
  onOffsetChange: (offset: number) => void;
};

function relativeName(offset: number): 'yesterday' | 'today' | 'tomorrow' | undefined {
  if (offset === -1) return 'yesterday';
  if (offset === 0) return 'today';
  return offset === 1 ? 'tomorrow' : undefined;
}

export function DayNavigator({ day, offset, onOffsetChange }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(startOfDayKey(day));
  const relative = relativeName(offset);
  return (
    <Stack gap={4} component="nav" aria-label={t('goals:day.label')}>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onOffsetChange(offset - 1)}
          aria-label={t('goals:day.previous')}
        >
          <GoalIcon name="previous" />
        </ActionIcon>
        <Stack gap={0} align="center" aria-live="polite">
          <Title order={2} size="h3">
            {relative ? t(`goals:day.${relative}`) : date}
          </Title>
          {relative ? (
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          ) : null}
        </Stack>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onOffsetChange(offset + 1)}
          aria-label={t('goals:day.next')}
        >
          <GoalIcon name="next" />
        </ActionIcon>
      </Group>
      {offset !== 0 ? (
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={() => onOffsetChange(0)}>
            {t('goals:day.backToToday')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
