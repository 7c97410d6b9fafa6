// The end of a simulated onboarding: what the run stored in its throw-away database, and a restart.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardingTableCounts } from '@groeipad/local-db';

export function SimulationDone({
  counts,
  onRestart,
}: {
  counts: OnboardingTableCounts;
  onRestart: () => void;
}) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder p="xl" data-testid="simulation-done">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {t('onboarding:simulator.doneTitle')}
        </Title>
        <Text>{t('onboarding:simulator.doneText')}</Text>
        <List size="sm">
          {Object.entries(counts).map(([table, count]) => (
            <List.Item key={table}>
              {t('onboarding:simulator.count', { table, number: count })}
            </List.Item>
          ))}
        </List>
        <Button onClick={onRestart}>{t('onboarding:simulator.restart')}</Button>
      </Stack>
    </Card>
  );
}
