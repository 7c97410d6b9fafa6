// What a user wants to know at a glance: is my data safe here, when did it last sync, what waits, is it encrypted.
import { namespaces } from '@groeipad/i18n';
import type { StorageMode } from '@groeipad/local-db';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { E2eeSyncState } from '../../lib/sync';
import { syncedAtText } from './format-time';
import { toneText } from './tone';
import type { WaitingCount } from './waiting-kinds';

type Props = {
  storageMode: StorageMode | undefined;
  /** undefined: never synced; 'loading' while the status is read. */
  lastSync: number | undefined | 'loading';
  /** Only for a signed-in account: undefined while counting. */
  waiting: WaitingCount[] | undefined | 'none';
  e2ee: E2eeSyncState | undefined;
};

function Fact({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div data-testid={id}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

function useWaitingText(waiting: WaitingCount[]): string {
  const { t, i18n } = useTranslation(namespaces);
  if (waiting.length === 0) return t('diagnostics:overview.facts.nothingWaiting');
  const parts = waiting.map(({ kind, count }) =>
    t(`diagnostics:overview.kinds.${kind}`, { count }),
  );
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parts);
}

function WaitingValue({ waiting }: { waiting: WaitingCount[] }) {
  return (
    <Text size="sm" data-testid="sync-waiting-items">
      {useWaitingText(waiting)}
    </Text>
  );
}

function EncryptionValue({ e2ee }: { e2ee: E2eeSyncState }) {
  const { t } = useTranslation(namespaces);
  return (
    <Text size="sm">
      {t(`diagnostics:overview.facts.e2ee.${e2ee}`)}
      {e2ee === 'off' && (
        <>
          {' '}
          <Anchor component={Link} to="/account" size="sm" fw={600}>
            {t('diagnostics:overview.facts.e2eeTurnOn')}
          </Anchor>
        </>
      )}
    </Text>
  );
}

export function SyncFacts({ storageMode, lastSync, waiting, e2ee }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const memory = storageMode === 'memory';
  return (
    <Stack gap="sm" component="section" aria-label={t('diagnostics:overview.facts.label')}>
      <Fact id="sync-fact-device" label={t('diagnostics:overview.facts.device')}>
        <Text size="sm" c={memory ? toneText('red') : undefined}>
          {t(memory ? 'diagnostics:overview.facts.memory' : 'diagnostics:overview.facts.saved')}
        </Text>
      </Fact>
      <Fact id="sync-fact-last" label={t('diagnostics:overview.facts.lastSync')}>
        {lastSync === 'loading' ? (
          <Skeleton h={16} w={160} mt={4} />
        ) : (
          <Text size="sm" data-testid="last-synced">
            {syncedAtText(lastSync, i18n.language, t('diagnostics:server.neverSynced'))}
          </Text>
        )}
      </Fact>
      {waiting !== 'none' && (
        <Fact id="sync-fact-waiting" label={t('diagnostics:overview.facts.waiting')}>
          {waiting ? <WaitingValue waiting={waiting} /> : <Skeleton h={16} w={160} mt={4} />}
        </Fact>
      )}
      {e2ee !== undefined && (
        <Fact id="sync-fact-e2ee" label={t('diagnostics:overview.facts.encryption')}>
          <EncryptionValue e2ee={e2ee} />
        </Fact>
      )}
    </Stack>
  );
}
