// First-time help: start a plan for tomorrow or for this week with a sensible title and date filled in.
import { shiftDayKey, startOfDayKey, weekStartKey, type DayKey } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emptyDraft, type PlanDraft } from './session-draft';

export function quickStartDrafts(
  today: DayKey,
  t: TFunction<typeof namespaces>,
  language: string,
): { tomorrow: PlanDraft; week: PlanDraft } {
  const tomorrow = shiftDayKey(today, 1);
  const monday = weekStartKey(today);
  const long = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const short = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' });
  return {
    tomorrow: emptyDraft(
      'daily',
      tomorrow,
      t('planning:quick.tomorrowTitle', { date: long.format(startOfDayKey(tomorrow)) }),
    ),
    week: emptyDraft(
      'weekly',
      monday,
      t('planning:quick.weekTitle', { date: short.format(startOfDayKey(monday)) }),
    ),
  };
}

type Props = { today: DayKey; onStart: (draft: PlanDraft) => void };

export function QuickStarts({ today, onStart }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const drafts = quickStartDrafts(today, t, i18n.language);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} size="h4">
          {t('planning:empty.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          {t('planning:empty.body')}
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => onStart(drafts.tomorrow)}>{t('planning:quick.tomorrow')}</Button>
          <Button variant="light" onClick={() => onStart(drafts.week)}>
            {t('planning:quick.week')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
