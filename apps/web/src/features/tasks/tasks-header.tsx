// The screen's heading and purpose, with the button that opens the full form when there is a user to own tasks.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from './task-icons';

export function TasksHeader({ onAdd }: { onAdd?: () => void }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1}>{t('tasks:title')}</Title>
        {onAdd ? (
          <Button leftSection={<PlusIcon size={16} />} onClick={onAdd} style={{ flexShrink: 0 }}>
            {t('tasks:actions.new')}
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t('tasks:intro')}</Text>
    </Stack>
  );
}
