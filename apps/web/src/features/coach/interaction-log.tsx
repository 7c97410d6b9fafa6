// The coach's log of recent exchanges (ai_interactions): what kind of conversation, the user's words cut
// at 50 characters, the answer at 100, and which model answered. Everything here is the user's own data.
import {
  aiContextCode,
  preview,
  PROMPT_PREVIEW_LENGTH,
  RESPONSE_PREVIEW_LENGTH,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { aiInteractions } from '@groeipad/local-db';
import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../lib/use-live';

const SHOWN = 8;

export function InteractionLog({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(namespaces);
  const rows = useLive(
    async (db) =>
      (await aiInteractions(db, userId))
        .sort((a, b) => b.created_at - a.created_at)
        .slice(0, SHOWN),
    [userId],
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="coach-interaction-log">
      <Text fw={600} size="sm" mb={4}>
        {t('coach:log.title')}
      </Text>
      {!rows && <Skeleton h={48} />}
      {rows?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('coach:log.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {rows?.map((row) => (
          <Stack key={row.id} gap={2}>
            <Group gap="xs">
              <Badge size="xs" variant="light">
                {t(`coach:log.context.${aiContextCode(row.context_type)}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {date.format(row.created_at)}
                {row.ai_model ? ` · ${row.ai_model}` : ''}
                {row.tokens_used ? ` · ${t('coach:log.tokens', { count: row.tokens_used })}` : ''}
              </Text>
            </Group>
            <Text size="sm" fw={500}>
              {preview(row.prompt, PROMPT_PREVIEW_LENGTH)}
            </Text>
            <Text size="sm" c="dimmed">
              {preview(row.response, RESPONSE_PREVIEW_LENGTH)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
