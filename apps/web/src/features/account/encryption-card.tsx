// End-to-end encryption on /account: what it protects and what the server still sees, and per state the way
// on, the unlock of this device, a new passphrase or forgetting the key here.
import { namespaces } from '@groeipad/i18n';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { E2eChangeModal } from './e2e-change-modal';
import { E2eExplanation } from './e2e-explanation';
import { E2eForgetModal } from './e2e-forget-modal';
import { E2eTurnOnModal } from './e2e-turn-on-modal';
import { E2eUnlockForm } from './e2e-unlock-form';
import { useE2eCardState, type E2eCardView } from './use-e2e-card-state';

type Props = { userId: string; offline: boolean };
type Dialog = 'turnOn' | 'change' | 'forget';
type Notice = 'turnedOn' | 'unlocked' | 'changed' | 'forgotten';

const BADGE: Partial<Record<E2eCardView, { key: 'off' | 'on' | 'locked'; color: string }>> = {
  off: { key: 'off', color: 'gray' },
  on: { key: 'on', color: 'teal' },
  locked: { key: 'locked', color: 'orange' },
};

/**
 * Data attributes for browser tests: data-testid="e2e-card", data-e2e-state (loading, unknown, off,
 * on, locked); inside, data-testid="recovery-key" while the recovery key is shown, "e2e-unlock" (the
 * unlock form), "e2e-busy" (key work running), data-e2e-error (an error's code).
 */
export function EncryptionCard({ userId, offline }: Props) {
  const { t } = useTranslation(namespaces);
  const card = useE2eCardState(userId, offline);
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<Notice>();
  const badge = BADGE[card.view];

  function done(next: Notice) {
    setDialog(undefined);
    setNotice(next);
    card.reload();
  }

  return (
    <Card
      component="section"
      aria-labelledby="account-e2e"
      withBorder
      radius="md"
      p="lg"
      data-testid="e2e-card"
      data-e2e-state={card.view}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="account-e2e">
            {t('account:e2e.title')}
          </Title>
          {badge ? (
            <Badge color={badge.color} variant="light">
              {t(`account:e2e.state.${badge.key}`)}
            </Badge>
          ) : null}
        </Group>
        {notice ? (
          <Alert color="teal" variant="light" role="status">
            {t(`account:e2e.notices.${notice}`)}
          </Alert>
        ) : null}
        {card.view === 'loading' ? (
          <Skeleton height={80} radius="md" aria-label={t('account:e2e.loading')} />
        ) : null}
        {card.view === 'unknown' ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t(card.error === 'offline' ? 'account:e2e.offline' : 'account:e2e.unreachable')}
            </Text>
            {card.error === 'offline' ? null : (
              <Button size="compact-sm" variant="light" onClick={card.reload}>
                {t('account:retry')}
              </Button>
            )}
          </Stack>
        ) : null}
        {card.view === 'off' ? (
          <>
            <E2eExplanation />
            <Button
              onClick={() => setDialog('turnOn')}
              disabled={offline}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('account:e2e.turnOn')}
            </Button>
          </>
        ) : null}
        {card.view === 'on' ? (
          <>
            <Text size="sm">{t('account:e2e.onBody')}</Text>
            <Text size="sm" c="dimmed">
              {t('account:e2e.signOutNote')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button variant="light" onClick={() => setDialog('change')} disabled={offline}>
                {t('account:e2e.change')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDialog('forget')}>
                {t('account:e2e.forget')}
              </Button>
            </Group>
          </>
        ) : null}
        {card.view === 'locked' ? (
          <>
            <Text fw={700}>{t('account:e2e.lockedTitle')}</Text>
            <Text size="sm">{t('account:e2e.lockedBody')}</Text>
            <E2eUnlockForm userId={userId} offline={offline} onUnlocked={() => done('unlocked')} />
          </>
        ) : null}
      </Stack>
      <E2eTurnOnModal
        opened={dialog === 'turnOn'}
        userId={userId}
        offline={offline}
        onClose={() => {
          setDialog(undefined);
          // Another device may have turned it on meanwhile: show what the account says now.
          card.reload();
        }}
        onTurnedOn={() => done('turnedOn')}
      />
      <E2eChangeModal
        opened={dialog === 'change'}
        userId={userId}
        offline={offline}
        onClose={() => setDialog(undefined)}
        onChanged={() => done('changed')}
      />
      <E2eForgetModal
        opened={dialog === 'forget'}
        userId={userId}
        onClose={() => setDialog(undefined)}
        onForgotten={() => done('forgotten')}
      />
    </Card>
  );
}
