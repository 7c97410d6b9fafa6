// Life areas whose update is due, each with a way into its editor on /analytics; nothing at all when none is due.
import { dueAreas } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUpdatedAgo } from '../../components/life-progress/progress-format';
import { lifeProgressLink } from '../../components/life-progress/progress-link';
import {
  useLifeProgress,
  type ProgressRecord,
} from '../../components/life-progress/use-life-progress';
import { SectionCard } from './section-card';

export function LifeProgressDueCard({ userId, now }: { userId: string; now: number }) {
  const { t } = useTranslation(namespaces);
  const { records } = useLifeProgress(userId);
  const list = records.status === 'ready' ? records.value : undefined;
  const due = useMemo(() => (list ? dueAreas(list, now) : []), [list, now]);
  // A reminder, not a section: while loading, on a failed read (the analytics screen says so) or with
  // nothing due there is no card, so home never shows an empty one or one that flashes away.
  if (due.length === 0) return null;
  return (
    <SectionCard
      id="home-progress-due"
      title={t('progress:due.heading')}
      testId="home-progress-due"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('progress:due.intro')}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {due.map((record) => (
            <li key={record.id}>
              <DueRow record={record} now={now} />
            </li>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function DueRow({ record, now }: { record: ProgressRecord; now: number }) {
  const { t, i18n } = useTranslation(namespaces);
  const area = t(`progress:areas.${record.area_name}`);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {area}
        </Text>
        <Text size="xs" c="dimmed">
          {t('progress:due.ago', {
            ago: formatUpdatedAgo(record.last_updated, now, i18n.language),
          })}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={lifeProgressLink(record.area_name)}
        variant="light"
        size="compact-sm"
        aria-label={t('progress:due.openArea', { area })}
      >
        {t('progress:due.open')}
      </Button>
    </Group>
  );
}
