// Top of /test-database: schema version, where the data lives (and why), persistence, and the totals.
import { SCHEMA_VERSION } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import type { DatabaseStatusReport, StorageInfo } from '@groeipad/local-db';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from './empty-note';
import { StatusBadge } from './status-badge';
import { StatBox } from './stat-box';
import { storageReasonKey } from './storage-reason';
import { totalRecords } from './table-rows';

type Props = { report: DatabaseStatusReport | undefined; storage: StorageInfo };

function persistenceKey(persisted: boolean | undefined) {
  if (persisted === undefined) return 'unknown' as const;
  return persisted ? ('granted' as const) : ('denied' as const);
}

export function DatabaseSummaryCard({ report, storage }: Props) {
  const { t } = useTranslation(namespaces);
  const total = report ? totalRecords(report.tables) : undefined;
  const memory = storage.mode === 'memory';
  const reasonKey = storageReasonKey(storage.reason);
  return (
    <Card withBorder radius="md" p="lg" data-testid="db-summary">
      <Stack gap="md">
        <Group gap="xs">
          <StatusBadge color="grape" size="lg">
            {t('diagnostics:database.schemaVersion', {
              version: report?.schemaVersion ?? SCHEMA_VERSION,
            })}
          </StatusBadge>
          <StatusBadge color={memory ? 'orange' : 'teal'} size="lg">
            {t(`diagnostics:database.storage.${storage.mode}`)}
          </StatusBadge>
        </Group>
        {memory && (
          <Text size="sm" c="orange.8" data-testid="storage-reason">
            {t(`diagnostics:database.reason.${reasonKey}`, { reason: storage.reason ?? '' })}
          </Text>
        )}
        {!memory && (
          <Text size="sm" c="dimmed" data-testid="storage-persistence">
            {t(`diagnostics:database.persistence.${persistenceKey(storage.persisted)}`)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" aria-busy={report === undefined}>
          <StatBox
            label={t('diagnostics:database.totalRecords')}
            value={total}
            testId="total-records"
          />
          <StatBox
            label={t('diagnostics:database.pendingChanges')}
            value={report?.pendingChanges}
            testId="pending-changes"
          />
          <StatBox
            label={t('diagnostics:database.tombstones')}
            value={report?.tombstones}
            testId="tombstones"
          />
        </SimpleGrid>
        {total === 0 && (
          <EmptyNote
            title={t('diagnostics:database.emptyTitle')}
            description={t('diagnostics:database.emptyBody')}
          />
        )}
      </Stack>
    </Card>
  );
}
