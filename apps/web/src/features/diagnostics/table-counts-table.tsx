// The table of record counts itself; empty tables are dimmed so the ones holding data stand out.
import { namespaces } from '@groeipad/i18n';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BreakableName } from './breakable-name';
import type { TableCountRow } from './table-rows';

export function TableCountsTable({ rows }: { rows: readonly TableCountRow[] }) {
  const { t } = useTranslation(namespaces);
  return (
    <Table
      stickyHeader
      striped
      highlightOnHover
      tabularNums
      layout="fixed"
      data-testid="table-counts"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('diagnostics:tables.tableColumn')}</Table.Th>
          <Table.Th w={96} ta="right">
            {t('diagnostics:tables.countColumn')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.table} data-table={row.table}>
            <Table.Td style={{ overflowWrap: 'break-word' }}>
              <Text size="sm" ff="monospace" c={row.count === 0 ? 'dimmed' : undefined}>
                <BreakableName name={row.table} />
              </Text>
            </Table.Td>
            <Table.Td
              ta="right"
              fw={row.count > 0 ? 700 : undefined}
              c={row.count === 0 ? 'dimmed' : undefined}
            >
              {row.count}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
