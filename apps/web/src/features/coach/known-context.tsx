// "What your coach knows": the user's own recent data as the coach sees it, so nothing is hidden.
import { summariseContext } from '@groeipad/coach';
import { normalizeLanguage } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadContextFor } from '../../lib/coach/coach-context';
import { useLive } from '../../lib/use-live';
import type { CurrentUser } from '../../lib/use-current-user';

export function KnownContext({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(namespaces);
  const language = normalizeLanguage(i18n.language);
  const summary = useLive(
    async (db) => summariseContext(await loadContextFor(db, user, language)),
    [user, language],
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid="coach-known-context">
      <Text fw={600} size="sm">
        {t('coach:known.title')}
      </Text>
      {summary === undefined ? (
        <Skeleton h={36} mt={4} />
      ) : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {summary || t('coach:known.empty')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('coach:known.private')}
      </Text>
    </Paper>
  );
}
