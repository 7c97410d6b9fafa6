// The local change queue on /test-sync: per table how many records were created, updated or deleted since the last sync.
import { namespaces } from '@groeipad/i18n';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BreakableName } from './breakable-name';
import { EmptyNote } from './empty-note';
import { pendingTotal, type PendingRow } from './pending-rows';

/** `rows`: undefined while counting. */
export function ChangeQueueCard({ rows }: { rows: PendingRow[] | undefined }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder radius="md" p="lg" data-testid="change-queue">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('diagnostics:changes.title')}
        </Title>
        <Text size="sm">{t('diagnostics:changes.intro')}</Text>
        {!rows && <Skeleton h={64} />}
        {rows?.length === 0 && (
          <EmptyNote
            title={t('diagnostics:changes.emptyTitle')}
            description={t('diagnostics:changes.emptyBody')}
          />
        )}
        {rows && rows.length > 0 && (
          <>
            <Text fw={600} data-testid="pending-total">
              {t('diagnostics:changes.total', { count: pendingTotal(rows) })}
            </Text>
            <Table
              striped
              tabularNums

              verticalSpacing="xs"
              horizontalSpacing="xs"
              data-testid="pending-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th fz="xs">{t('diagnostics:changes.tableColumn')}</Table.Th>
                  <Table.Th ta="right" fz="xs" w="1%">
                    {t('diagnostics:changes.created')}
                  </Table.Th>
                  <Table.Th ta="right" fz="xs" w="1%">
                    {t('diagnostics:changes.updated')}
                  </Table.Th>
                  <Table.Th ta="right" fz="xs" w="1%">
                    {t('diagnostics:changes.deleted')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.table} data-table={row.table}>
                    <Table.Td ff="monospace" fz="sm" style={{ overflowWrap: 'break-word' }}>
                      <BreakableName name={row.table} />
                    </Table.Td>
                    <Table.Td ta="right">{row.created}</Table.Td>
                    <Table.Td ta="right">{row.updated}</Table.Td>
                    <Table.Td ta="right">{row.deleted}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
