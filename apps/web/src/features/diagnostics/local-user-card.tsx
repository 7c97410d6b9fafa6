// The first local user (if any) and whether onboarding is done, re-read whenever the database changes.
import { namespaces } from '@groeipad/i18n';
import {
  firstLocalUser,
  isOnboarded,
  type DatabaseStatusReport,
  type GroeipadDb,
} from '@groeipad/local-db';
import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReloadOn } from './use-reload-on';
import { StatusBadge } from './status-badge';

const nowrap = { whiteSpace: 'nowrap' } as const;

type Props = { db: GroeipadDb; report: DatabaseStatusReport | undefined };

export function LocalUserCard({ db, report }: Props) {
  const { t } = useTranslation(namespaces);
  const load = useCallback(
    async () => ({ user: await firstLocalUser(db), onboarded: await isOnboarded(db) }),
    [db],
  );
  const state = useReloadOn(load, report);
  return (
    <Card withBorder radius="md" p="lg" data-testid="local-user">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('diagnostics:user.title')}
          </Title>
          {state && (
            <StatusBadge color={state.onboarded ? 'teal' : 'gray'} data-testid="onboarding-state">
              {t(state.onboarded ? 'diagnostics:user.onboarded' : 'diagnostics:user.notOnboarded')}
            </StatusBadge>
          )}
        </Group>
        {!state && <Skeleton h={48} />}
        {state && !state.user && <Text size="sm">{t('diagnostics:user.none')}</Text>}
        {state?.user && (
          <Table variant="vertical" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="1%" style={nowrap}>
                  {t('diagnostics:user.name')}
                </Table.Th>
                <Table.Td>{state.user.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th style={nowrap}>{t('diagnostics:user.mbti')}</Table.Th>
                <Table.Td>{state.user.mbtiType}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th style={nowrap}>{t('diagnostics:user.email')}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {state.user.email ?? t('diagnostics:user.noEmail')}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th style={nowrap}>{t('diagnostics:user.id')}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }} ff="monospace">
                  {state.user.id}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
