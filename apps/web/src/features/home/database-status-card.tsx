// Live summary of the local database: schema version, where data is kept, records and pending changes.
import { namespaces } from '@groeipad/i18n';
import { useDatabaseStatusReport } from '@groeipad/local-db';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';

export function DatabaseStatusCard() {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const report = useDatabaseStatusReport(db);
  const total = report ? Object.values(report.tables).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <Card withBorder p="lg" data-testid="db-status">
      <Stack gap="sm">
        <Title order={3}>{t('home:dbStatusTitle')}</Title>
        {report ? (
          <>
            <Group gap="xs">
              <Badge color={report.storageMode === 'memory' ? 'orange' : 'teal'} variant="light">
                {t(`home:storageMode.${report.storageMode}`)}
              </Badge>
              <Badge color="gray" variant="light">
                {t('home:schemaVersion', { version: report.schemaVersion })}
              </Badge>
            </Group>
            <Text data-testid="record-count">{t('home:recordCount', { count: total })}</Text>
            <Text c="dimmed" size="sm">
              {t('home:pendingChanges', { count: report.pendingChanges })}
            </Text>
          </>
        ) : (
          <Skeleton h={60} />
        )}
      </Stack>
    </Card>
  );
}
