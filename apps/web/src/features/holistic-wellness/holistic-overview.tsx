// The user's holistic wellness: loading, error and empty states, else the latest check, next steps, levensgebieden and history.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevensgebiedenOverview } from '../../components/levensgebieden-overview/levensgebieden-overview';
import { HistoryList } from './history-list';
import { LatestCheck } from './latest-check';
import { SuggestionsCard } from './suggestions-card';
import { useHolisticChecks } from './use-holistic-checks';

export function HolisticOverview({ userId }: { userId: string }) {
  const { t } = useTranslation(namespaces);
  const state = useHolisticChecks(userId);
  if (state.status === 'loading') {
    return (
      <Stack gap="sm" role="status" aria-label={t('wellnessCheck:overview.loading')}>
        <Skeleton height={260} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" role="alert" data-testid="holistic-error">
        {t('wellnessCheck:overview.error')}
      </Alert>
    );
  }
  const [latest, previous, ...older] = state.checks;
  if (!latest) {
    return (
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg" data-testid="holistic-empty">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {t('wellnessCheck:overview.emptyTitle')}
            </Title>
            <Text size="sm">{t('wellnessCheck:overview.emptyBody')}</Text>
            <Button component={Link} to="/wellness-assessment">
              {t('wellnessCheck:overview.take')}
            </Button>
          </Stack>
        </Card>
        <LevensgebiedenOverview userId={userId} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Text>{t('wellnessCheck:overview.intro')}</Text>
      <Group gap="sm">
        <Button component={Link} to="/wellness-assessment">
          {t('wellnessCheck:overview.retake')}
        </Button>
        <Anchor component={Link} to="/wellness-analysis" size="sm">
          {t('wellnessCheck:overview.analysisLink')}
        </Anchor>
      </Group>
      <LatestCheck latest={latest} previous={previous} />
      <SuggestionsCard latest={latest} />
      <LevensgebiedenOverview userId={userId} />
      <HistoryList checks={previous ? [previous, ...older] : []} />
    </Stack>
  );
}
