// The areas whose update is due (per their own frequency), each with a button that opens it in the editor.
import type { LifeAreaName } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from './progress-format';
import type { ProgressRecord } from './use-life-progress';

type Props = { due: readonly ProgressRecord[]; onOpen: (area: LifeAreaName) => void };

export function DueReminders({ due, onOpen }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  if (due.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('progress:due.heading')}
      data-testid="due-reminders"
    >
      <Stack gap={6}>
        {due.map((record) => (
          <Group key={record.id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {t('progress:due.item', {
                area: t(`progress:areas.${record.area_name}`),
                date: formatDate(record.last_updated, i18n.language),
              })}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              style={{ flexShrink: 0 }}
              aria-label={t('progress:due.openArea', {
                area: t(`progress:areas.${record.area_name}`),
              })}
              onClick={() => onOpen(record.area_name)}
            >
              {t('progress:due.open')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
