// Every table of the registry with its live record count: searchable, sortable, scrolling inside its card on phones.
import { namespaces } from '@groeipad/i18n';
import type { DatabaseStatusReport } from '@groeipad/local-db';
import {
  Box,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCountsTable } from './table-counts-table';
import { tableCountRows, type TableSort } from './table-rows';

export function TableCountsCard({ report }: { report: DatabaseStatusReport | undefined }) {
  const { t } = useTranslation(namespaces);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>('count');
  const rows = report ? tableCountRows(report.tables, search, sort) : undefined;
  const tableTotal = report ? Object.keys(report.tables).length : 0;
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('diagnostics:tables.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('diagnostics:tables.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
          />
          <SegmentedControl
            aria-label={t('diagnostics:tables.sortLabel')}
            value={sort}
            onChange={(value) => setSort(value === 'name' ? 'name' : 'count')}
            data={[
              { value: 'count', label: t('diagnostics:tables.sortCount') },
              { value: 'name', label: t('diagnostics:tables.sortName') },
            ]}
          />
        </Group>
        {rows === undefined ? (
          <Stack
            gap={6}
            role="status"
            aria-busy="true"
            aria-label={t('diagnostics:database.loading')}
          >
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="tables-shown">
              {t('diagnostics:tables.shown', { shown: rows.length, total: tableTotal })}
            </Text>
            {rows.length === 0 ? (
              <Text size="sm">{t('diagnostics:tables.noMatch', { search: search.trim() })}</Text>
            ) : (
              <Box
                role="region"
                aria-label={t('diagnostics:tables.regionLabel')}
                tabIndex={0}
                mah="60vh"
                style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <TableCountsTable rows={rows} />
              </Box>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
