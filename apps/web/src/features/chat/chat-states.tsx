// The contact screens' other states: loading, a failed read, nothing matching the search.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../components/daily/notify';

// Pictures, not words: the emoji carry no text to translate.
const ICONS = { noMatch: '🔍' } as const;

export function ContactsLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm" role="status" aria-label={t('chat:loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        // The placeholders never reorder, so their position is a stable key.
        <Skeleton key={row} height={66} radius="md" />
      ))}
    </Stack>
  );
}

export function ContactsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert color="red" role="alert" title={t('chat:errors.load')} data-testid="contacts-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('chat:errors.reason', { reason: reasonOf(error) })}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function NoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="contacts-no-match">
      <EmptyState
        size="sm"
        icon={<span aria-hidden="true">{ICONS.noMatch}</span>}
        title={t('chat:noMatch.title')}
        description={t('chat:noMatch.body', { query })}
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            {t('chat:search.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
