// Asked in the task form when the chosen due date lies in the past: keep it, or change it (nothing is lost).
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { onKeep: () => void; onChange: () => void };

export function PastDueQuestion({ onKeep, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert color="yellow" variant="light" role="alert" data-testid="task-past-due">
      <Text size="sm" fw={600}>
        {t('tasks:pastDue.question')}
      </Text>
      <Text size="sm">{t('tasks:pastDue.hint')}</Text>
      <Group gap="xs" mt="sm">
        <Button size="compact-sm" onClick={onKeep}>
          {t('tasks:pastDue.keep')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={onChange}>
          {t('tasks:pastDue.change')}
        </Button>
      </Group>
    </Alert>
  );
}
