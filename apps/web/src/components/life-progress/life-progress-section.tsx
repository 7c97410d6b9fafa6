// Life-area progress of one user: due reminders, the wheel of life over all eight areas and the editor of one area.
import { dueAreas, LIFE_AREA_NAMES, wheelOfLife, type LifeAreaName } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Card, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { notifyFailed, reasonOf } from '../daily/notify';
import { AreaEditor } from './area-editor';
import { DueReminders } from './due-reminders';
import { useLifeProgress } from './use-life-progress';
import { SECTION_ANCHOR_STYLE, useScrollToSection } from '../../lib/use-scroll-to-section';
import { useAreaFromUrl } from './use-progress-deep-link';
import { WheelOfLife } from './wheel-of-life';

type Props = {
  userId: string;
  /** DOM id of the section; a URL hash naming it scrolls here once the records loaded. */
  id?: string;
};

export function LifeProgressSection({ userId, id }: Props) {
  const { t } = useTranslation(namespaces);
  const { records, actions } = useLifeProgress(userId);
  // A link may name the area to open (/analytics?area=finance); otherwise the first area.
  const initialArea = useAreaFromUrl();
  const [area, setArea] = useState<LifeAreaName>(initialArea ?? 'career');
  useScrollToSection(id, records.status !== 'loading');
  const now = useNow(60_000);
  const list = records.status === 'ready' ? records.value : undefined;
  const wheel = useMemo(() => (list ? wheelOfLife(list) : undefined), [list]);
  const due = useMemo(() => (list ? dueAreas(list, now) : []), [list, now]);
  const run = useCallback(
    (write: Promise<unknown>) =>
      write.then(
        () => true,
        (error: unknown) => {
          notifyFailed(t('progress:saveFailed', { reason: reasonOf(error) }), {
            close: t('progress:close'),
          });
          return false;
        },
      ),
    [t],
  );

  return (
    <Stack
      gap="md"
      component="section"
      id={id}
      aria-labelledby="life-progress-heading"
      style={SECTION_ANCHOR_STYLE}
    >
      <Stack gap={4}>
        <Title order={2} size="h3" id="life-progress-heading">
          {t('progress:section.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('progress:section.intro')}
        </Text>
      </Stack>
      {records.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('progress:loading')}>
          <Skeleton height={280} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : null}
      {records.status === 'error' ? (
        <Alert color="red" title={t('progress:error.title')} role="alert">
          {t('progress:error.body')}
        </Alert>
      ) : null}
      {list && wheel ? (
        <>
          {list.length === 0 ? <Text size="sm">{t('progress:empty')}</Text> : null}
          <DueReminders due={due} onOpen={setArea} />
          <WheelOfLife points={wheel} />
          <Card withBorder padding="md" radius="lg" data-screen-ready="life-progress">
            <Stack gap="md">
              <NativeSelect
                label={t('progress:edit.area')}
                value={area}
                data={LIFE_AREA_NAMES.map((value) => ({
                  value,
                  label: t(`progress:areas.${value}`),
                }))}
                onChange={(event) => setArea(event.currentTarget.value as LifeAreaName)}
              />
              <AreaEditor
                key={area}
                userId={userId}
                area={area}
                record={list.find((record) => record.area_name === area)}
                actions={actions}
                run={run}
              />
            </Stack>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
