// /test-database: schema version, storage mode and live record counts for every table of the registry.
import { namespaces } from '@groeipad/i18n';
import { useDatabaseStatusReport } from '@groeipad/local-db';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ScreenTitle } from './screen-title';
import { DatabaseSummaryCard } from './database-summary-card';
import { LocalUserCard } from './local-user-card';
import { TableCountsCard } from './table-counts-card';

export function TestDatabaseScreen() {
  const { t } = useTranslation(namespaces);
  const { db, storage } = useDatabase();
  const report = useDatabaseStatusReport(db);
  return (
    <Stack gap="md">
      <ScreenTitle
        title={t('diagnostics:database.title')}
        intro={t('diagnostics:database.intro')}
      />
      <DatabaseSummaryCard report={report} storage={storage} />
      <LocalUserCard db={db} report={report} />
      <TableCountsCard report={report} />
    </Stack>
  );
}
