// The sync page's lead: the one state in plain words, why, and the one thing to do about it.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SyncView } from '../../lib/sync';
import { storageValues } from './sync-storage-note';
import type { OverviewAction, OverviewKind, SyncOverview } from './sync-overview';
import { toneText } from './tone';

function StateDot({ tone }: { tone: SyncOverview['tone'] }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <circle cx="6" cy="6" r="5" fill={`var(--mantine-color-${tone}-6)`} />
    </svg>
  );
}

const accountLinks = {
  signIn: 'diagnostics:server.account.toAccount',
  unlock: 'account:e2ee.syncNote.link',
  signInAgain: 'diagnostics:overview.action.signInAgain',
} as const satisfies Partial<Record<OverviewAction, string>>;

type Texts = { title: string; body: string[] };

/** Title and lines of each state (error and a full storage have their own); existing texts where they fit. */
const texts = {
  setupFailed: {
    title: 'diagnostics:overview.setupFailed.title',
    body: ['diagnostics:server.setupFailed', 'diagnostics:overview.safeHere'],
  },
  signedOut: {
    title: 'diagnostics:server.account.signedOut',
    body: ['diagnostics:server.account.signedOutBody'],
  },
  unknownOffline: {
    title: 'diagnostics:overview.offline.title',
    body: ['diagnostics:server.account.unknownOffline'],
  },
  unknownServer: {
    title: 'diagnostics:overview.unknownServer.title',
    body: ['diagnostics:server.account.unknownServer'],
  },
  locked: { title: 'account:e2ee.syncNote.title', body: ['account:e2ee.syncNote.body'] },
  sessionExpired: {
    title: 'diagnostics:overview.sessionExpired.title',
    body: ['diagnostics:server.error.unauthorized', 'diagnostics:overview.safeHere'],
  },
  syncing: {
    title: 'diagnostics:server.phase.syncing',
    body: ['diagnostics:overview.syncing.body'],
  },
  offline: {
    title: 'diagnostics:overview.offline.title',
    body: ['diagnostics:server.offlineHint'],
  },
  waiting: { title: 'diagnostics:server.phase.waiting', body: ['diagnostics:server.waitingHint'] },
  starting: {
    title: 'diagnostics:overview.starting.title',
    body: ['diagnostics:overview.starting.body'],
  },
  never: { title: 'diagnostics:overview.never.title', body: ['diagnostics:overview.never.body'] },
  pending: {
    title: 'diagnostics:overview.pending.title',
    body: ['diagnostics:overview.pending.body'],
  },
  synced: {
    title: 'diagnostics:overview.synced.title',
    body: ['diagnostics:overview.synced.body'],
  },
} as const satisfies Record<
  Exclude<OverviewKind, 'loading' | 'error' | 'storageFull'>,
  { title: string; body: readonly string[] }
>;

function useTexts(overview: SyncOverview, sync: SyncView): Texts {
  const { t, i18n } = useTranslation(namespaces);
  const { kind, error } = overview;
  if (kind === 'error') {
    return {
      title: t('diagnostics:overview.error.title'),
      body: [
        t(`diagnostics:server.error.${error ?? 'server'}`),
        t('diagnostics:overview.safeHere'),
      ],
    };
  }
  if (kind === 'storageFull') {
    const values = storageValues(sync.sync, i18n.language);
    return {
      title: t('diagnostics:server.storage.fullTitle'),
      body: [
        values
          ? t('diagnostics:server.storage.full', values)
          : t('diagnostics:server.storage.fullNoUsage'),
      ],
    };
  }
  if (kind === 'loading') return { title: '', body: [] };
  const keys = texts[kind];
  return { title: t(keys.title), body: keys.body.map((key) => t(key)) };
}

type Props = { overview: SyncOverview; sync: SyncView };

export function SyncHeadline({ overview, sync }: Props) {
  const { t } = useTranslation(namespaces);
  const { online } = useNetwork();
  const [asked, setAsked] = useState(false);
  const { kind, action, tone } = overview;
  const { title, body } = useTexts(overview, sync);
  const link =
    action === 'signIn' || action === 'unlock' || action === 'signInAgain'
      ? accountLinks[action]
      : undefined;

  async function syncNow() {
    setAsked(true);
    try {
      await sync.syncNow();
    } finally {
      setAsked(false);
    }
  }

  return (
    <Stack gap="xs" data-testid="sync-headline" data-kind={kind}>
      <Group gap="xs" wrap="nowrap" align="center">
        <StateDot tone={tone} />
        <Title order={2} size="h3" c={tone === 'red' ? toneText('red') : undefined}>
          {title}
        </Title>
      </Group>
      {body.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {link && (
        <Button component={Link} to="/account" variant="filled" style={{ alignSelf: 'flex-start' }}>
          {t(link)}
        </Button>
      )}
      {action === 'reload' && (
        <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
          {t('diagnostics:overview.action.reload')}
        </Button>
      )}
      {(action === 'syncNow' || action === 'retry') && (
        <Button
          onClick={() => void syncNow()}
          loading={kind === 'syncing' || asked}
          disabled={kind === 'offline' && !online}
          variant={kind === 'synced' ? 'light' : 'filled'}
          style={{ alignSelf: 'flex-start' }}
          data-testid="sync-now"
        >
          {t(
            action === 'retry' ? 'diagnostics:overview.action.retry' : 'diagnostics:server.syncNow',
          )}
        </Button>
      )}
    </Stack>
  );
}
