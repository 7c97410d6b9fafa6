// The screen's other states: loading lists, nothing yet, not found, a failed write or read.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonOf } from '../../components/daily/notify';

// Pictures, not words: the emoji carry no text to translate.
const ICONS = { empty: '🌱', notFound: '🔍' } as const;

export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label} aria-busy="true">
      {[0, 1].map((row) => (
        <Skeleton key={row} height={72} radius="md" />
      ))}
    </Stack>
  );
}

export function EmptyCard({
  title,
  body,
  testId,
}: {
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <EmptyState
        size="sm"
        icon={<span aria-hidden="true">{ICONS.empty}</span>}
        title={title}
        description={body}
      />
    </Card>
  );
}

export function NotFound({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="xl" radius="md" data-testid="imagination-not-found">
      <EmptyState
        icon={<span aria-hidden="true">{ICONS.notFound}</span>}
        withIndicatorBackground
        title={title}
        description={body}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/active-imagination">
            {t('imagination:backToOverview')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** A write that failed, with its reason; shown where the person pressed the button. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation(namespaces);
  if (error === undefined) return null;
  return (
    <Alert color="red" role="alert" data-testid="imagination-error">
      {t('imagination:errors.failed', { reason: reasonOf(error) })}
    </Alert>
  );
}

/** A read that failed (the error boundary's fallback). */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert color="red" role="alert" title={t('imagination:errors.loadTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{reasonOf(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('imagination:errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
