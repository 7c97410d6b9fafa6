// Counts of the demo records per table, a clear warning, and the buttons that create or remove them.
import { DEMO_TABLES } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import type { CurrentUser } from '../../lib/use-current-user';
import { countDemo, generateDemo, removeDemo } from './demo-store';

type Outcome =
  { kind: 'generated' | 'removed'; count: number } | { kind: 'error'; message: string };

export function DevelopDataView({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const counts = useLiveQuery(() => countDemo(db, user.id), [db, user.id]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const total = counts ? DEMO_TABLES.reduce((sum, table) => sum + counts[table], 0) : 0;

  async function run(kind: 'generated' | 'removed') {
    setBusy(true);
    try {
      const now = Date.now();
      const count =
        kind === 'generated'
          ? // A fresh seed each time; the generator itself is deterministic for a given seed.
            await generateDemo(db, { userId: user.id, mbtiType: user.mbtiType }, now, now % 2 ** 31)
          : await removeDemo(db, user.id, now);
      setOutcome({ kind, count });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Text>{t('wellnessCheck:develop.intro')}</Text>
      <Alert color="orange" data-testid="develop-warning">
        {t('wellnessCheck:develop.warning')}
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('wellnessCheck:develop.countsTitle')}
          </Title>
          {counts ? (
            <Table data-testid="develop-counts">
              <Table.Tbody>
                {DEMO_TABLES.map((table) => (
                  <Table.Tr key={table} data-table={table}>
                    <Table.Td>{t(`wellnessCheck:develop.tables.${table}`)}</Table.Td>
                    <Table.Td ta="right">{counts[table]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Skeleton height={160} aria-label={t('wellnessCheck:develop.loading')} />
          )}
          <Text fw={600} data-testid="develop-total">
            {t('wellnessCheck:develop.total', { count: total })}
          </Text>
        </Stack>
      </Card>
      <Group gap="sm">
        <Button onClick={() => void run('generated')} loading={busy}>
          {t('wellnessCheck:develop.generate')}
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => void run('removed')}
          disabled={busy || total === 0}
        >
          {t('wellnessCheck:develop.remove')}
        </Button>
      </Group>
      {outcome ? (
        <Alert
          color={outcome.kind === 'error' ? 'red' : 'teal'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          data-testid="develop-outcome"
        >
          {outcome.kind === 'error'
            ? t('wellnessCheck:develop.error', { message: outcome.message })
            : t(`wellnessCheck:develop.${outcome.kind}`, { count: outcome.count })}
        </Alert>
      ) : null}
    </Stack>
  );
}
