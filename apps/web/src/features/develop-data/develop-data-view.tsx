// Counts of the demo records per table, a clear warning, and the buttons that create or remove them.
import { DEMO_TABLES, LEGACY_DEMO_TABLES, type LifeAreaName } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { createDemoData, demoRecordCounts, removeDemoData } from '@groeipad/local-db';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import type { CurrentUser } from '../../lib/use-current-user';
import { useLive } from '../../lib/use-live';

type Outcome =
  | { kind: 'generated'; count: number; skippedAreas: LifeAreaName[] }
  | { kind: 'removed'; count: number }
  | { kind: 'error'; message: string };

export function DevelopDataView({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(namespaces);
  const { db } = useDatabase();
  const counts = useLive((db) => demoRecordCounts(db, user.id), [user.id]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Tables an earlier version filled are listed only while they still hold demo records.
  const tables = counts
    ? [...DEMO_TABLES, ...LEGACY_DEMO_TABLES.filter((table) => counts[table] > 0)]
    : [];
  const total = counts ? tables.reduce((sum, table) => sum + counts[table], 0) : undefined;
  const language = i18n.resolvedLanguage ?? i18n.language;

  async function run(kind: 'generated' | 'removed') {
    setBusy(true);
    try {
      const now = Date.now();
      if (kind === 'generated') {
        // A fresh seed each time; the generator itself is deterministic for a given seed.
        const result = await createDemoData(
          db,
          { userId: user.id, mbtiType: user.mbtiType },
          { now, seed: now % 2 ** 31, language },
        );
        setOutcome({ kind, count: result.created, skippedAreas: result.skippedAreas });
      } else {
        setOutcome({ kind, count: await removeDemoData(db, user.id, now) });
      }
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
            <>
              <Table data-testid="develop-counts">
                <Table.Tbody>
                  {tables.map((table) => (
                    <Table.Tr key={table} data-table={table}>
                      <Table.Td>{t(`wellnessCheck:develop.tables.${table}`)}</Table.Td>
                      <Table.Td ta="right">{counts[table]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {/* Only once counted: a "0" while loading would read as "no demo data". */}
              <Text fw={600} data-testid="develop-total">
                {t('wellnessCheck:develop.total', { count: total })}
              </Text>
            </>
          ) : (
            <Skeleton height={160} aria-label={t('wellnessCheck:develop.loading')} />
          )}
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
          disabled={busy || !total}
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
          <Stack gap={4}>
            <Text inherit>
              {outcome.kind === 'error'
                ? t('wellnessCheck:develop.error', { message: outcome.message })
                : t(`wellnessCheck:develop.${outcome.kind}`, { count: outcome.count })}
            </Text>
            {outcome.kind === 'generated' && outcome.skippedAreas.length > 0 ? (
              <Text inherit data-testid="develop-skipped">
                {t('wellnessCheck:develop.skippedAreas', {
                  areas: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                    outcome.skippedAreas.map((area) => t(`progress:areas.${area}`)),
                  ),
                })}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
