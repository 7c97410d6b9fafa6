// The insights the user pinned (stored as super_insights records), newest first, each with a way to let go.
import { namespaces } from '@groeipad/i18n';
import type { StoredRecord } from '@groeipad/local-db';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  pinned: readonly StoredRecord<'super_insights'>[];
  busyId: string | null;
  onUnpin: (id: string) => void;
};

export function PinnedInsights({ pinned, busyId, onUnpin }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="xs" data-testid="pinned-insights">
      <Title order={3} size="h5">
        {t('insights:superInsights.pinnedTitle')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pinned.map((record) => (
          <Card key={record.id} component="li" withBorder padding="sm">
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {record.title}
              </Text>
              <Text size="sm" lh={1.5}>
                {record.content}
              </Text>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t('insights:superInsights.pinnedOn', {
                    date: date.format(record.generated_at),
                  })}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  loading={busyId === record.id}
                  onClick={() => onUnpin(record.id)}
                  aria-label={t('insights:superInsights.unpinNamed', { title: record.title })}
                >
                  {t('insights:superInsights.unpin')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
