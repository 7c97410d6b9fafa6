// Super insights on /analytics: links across journal, moods, goals and tasks, each pinnable, and the pinned ones.
import type { SuperInsight } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { superInsightKey, superInsightsRepository } from '@groeipad/local-db';
import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../lib/use-current-user';
import { useBoundRepository } from '../../lib/use-repository';
import { CardGrid } from './card-grid';
import { pinnedInsightRecord } from './look-back-records';
import { PinnedInsights } from './pinned-insights';
import { SuperInsightCard } from './super-insight-card';
import { usePinnedInsights, useSuperInsights } from './use-look-back';

type Props = { user: CurrentUser; today: number };

export function SuperInsightsSection({ user, today }: Props) {
  const { t } = useTranslation(namespaces);
  const insights = useSuperInsights(user, today);
  const pinned = usePinnedInsights(user.id);
  const pins = useBoundRepository(superInsightsRepository, user.id);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const pinnedByKey = useMemo(
    () => new Map((pinned ?? []).map((record) => [superInsightKey(record), record.id])),
    [pinned],
  );

  async function run(id: string, write: () => Promise<unknown>) {
    setBusy(id);
    try {
      await write();
      setFailed(false);
    } catch (error) {
      console.error('Pinning an insight failed', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  const toggle = (insight: SuperInsight) => {
    const pinnedId = pinnedByKey.get(insight.key);
    return run(insight.key, () =>
      pinnedId
        ? pins.remove(pinnedId)
        : pins.pin(pinnedInsightRecord(insight, user.id, Date.now())),
    );
  };

  if (!insights || !pinned) {
    return (
      <Skeleton
        height={160}
        radius="md"
        role="status"
        aria-label={t('insights:superInsights.loading')}
      />
    );
  }
  return (
    <Stack gap="sm">
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {t('insights:superInsights.pinError')}
        </Alert>
      ) : null}
      {insights.length === 0 ? (
        <Card withBorder padding="lg" data-testid="super-insights-empty">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('insights:superInsights.empty')}</Text>
            <Button component={Link} to="/journaling/moods" variant="light">
              {t('insights:superInsights.emptyAction')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <CardGrid>
          {insights.map((insight) => (
            <SuperInsightCard
              key={insight.key}
              insight={insight}
              pinned={pinnedByKey.has(insight.key)}
              busy={busy === insight.key}
              onTogglePin={() => void toggle(insight)}
            />
          ))}
        </CardGrid>
      )}
      {pinned.length > 0 ? (
        <PinnedInsights
          pinned={pinned}
          busyId={busy}
          onUnpin={(id) => void run(id, () => pins.remove(id))}
        />
      ) : null}
    </Stack>
  );
}
