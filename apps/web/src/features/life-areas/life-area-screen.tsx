// The /levensgebied/:id screen: one of the nine levensgebieden with its questionnaire, score, history and links.
import { isLevensgebied } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DailyScreen } from '../../components/daily/daily-screen';
import { LifeAreaBody } from './life-area-body';
import { LifeAreaErrorBoundary } from './life-area-error-boundary';

function NotFound() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md" py="md" data-testid="life-area-not-found">
      <Title order={1}>{t('lifeAreas:notFound.title')}</Title>
      <Text>{t('lifeAreas:notFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('lifeAreas:notFound.action')}
      </Anchor>
    </Stack>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert color="red" title={t('lifeAreas:loadFailed.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('lifeAreas:loadFailed.body')}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('lifeAreas:loadFailed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function LifeAreaScreen() {
  const { t } = useTranslation(namespaces);
  const { id } = useParams();
  if (!isLevensgebied(id)) return <NotFound />;
  return (
    <DailyScreen
      tabs={false}
      title={t(`daily:levensgebied.${id}`)}
      intro={t(`lifeAreas:intro.${id}`)}
      loadingLabel={t('lifeAreas:loading')}
      noUser={{
        title: t('lifeAreas:noUser.title'),
        body: t('lifeAreas:noUser.body'),
        action: t('lifeAreas:noUser.action'),
      }}
      skeletonHeights={[120, 320]}
    >
      {(_userId, user) => (
        <LifeAreaErrorBoundary fallback={(retry) => <LoadFailed onRetry={retry} />}>
          <LifeAreaBody key={id} area={id} user={user} />
        </LifeAreaErrorBoundary>
      )}
    </DailyScreen>
  );
}
