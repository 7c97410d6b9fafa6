// End-to-end encryption on /account: what it protects and what the server still sees, and per state the way
// on, the unlock of this device, a new passphrase or forgetting the key here.
import { namespaces } from '@groeipad/i18n';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { E2eeChangeModal } from './e2ee-change-modal';
import { E2eeExplanation } from './e2ee-explanation';
import { E2eeForgetModal } from './e2ee-forget-modal';
import { E2eeTurnOnModal } from './e2ee-turn-on-modal';
import { E2eeUnlockForm } from './e2ee-unlock-form';
import { useE2eeCardState, type E2eeCardView } from './use-e2ee-card-state';

type Props = { userId: string; offline: boolean };
type Dialog = 'turnOn' | 'change' | 'forget';
type Notice = 'turnedOn' | 'unlocked' | 'changed' | 'forgotten';

const BADGE: Partial<Record<E2eeCardView, { key: 'off' | 'on' | 'locked'; color: string }>> = {
  off: { key: 'off', color: 'gray' },
  on: { key: 'on', color: 'teal' },
  locked: { key: 'locked', color: 'orange' },
};

/**
 * Data attributes for browser tests: data-testid="e2ee-card", data-e2ee-state (loading, unknown, off,
 * on, locked); inside, data-testid="recovery-key" while the recovery key is shown, "e2ee-unlock" (the
 * unlock form), "e2ee-busy" (key work running), data-e2ee-error (an error's code).
 */
export function EncryptionCard({ userId, offline }: Props) {
  const { t } = useTranslation(namespaces);
  const card = useE2eeCardState(userId, offline);
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
      aria-labelledby="account-e2ee"
      withBorder
      radius="md"
      p="lg"
      data-testid="e2ee-card"
      data-e2ee-state={card.view}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="account-e2ee">
            {t('account:e2ee.title')}
          </Title>
          {badge ? (
            <Badge color={badge.color} variant="light">
              {t(`account:e2ee.state.${badge.key}`)}
            </Badge>
          ) : null}
        </Group>
        {notice ? (
          <Alert color="teal" variant="light" role="status">
            {t(`account:e2ee.notices.${notice}`)}
          </Alert>
        ) : null}
        {card.view === 'loading' ? (
          <Skeleton height={80} radius="md" aria-label={t('account:e2ee.loading')} />
        ) : null}
        {card.view === 'unknown' ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t(card.error === 'offline' ? 'account:e2ee.offline' : 'account:e2ee.unreachable')}
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
            <E2eeExplanation />
            <Button
              onClick={() => setDialog('turnOn')}
              disabled={offline}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('account:e2ee.turnOn')}
            </Button>
          </>
        ) : null}
        {card.view === 'on' ? (
          <>
            <Text size="sm">{t('account:e2ee.onBody')}</Text>
            <Text size="sm" c="dimmed">
              {t('account:e2ee.signOutNote')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button variant="light" onClick={() => setDialog('change')} disabled={offline}>
                {t('account:e2ee.change')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDialog('forget')}>
                {t('account:e2ee.forget')}
              </Button>
            </Group>
          </>
        ) : null}
        {card.view === 'locked' ? (
          <>
            <Text fw={700}>{t('account:e2ee.lockedTitle')}</Text>
            <Text size="sm">{t('account:e2ee.lockedBody')}</Text>
            <E2eeUnlockForm userId={userId} offline={offline} onUnlocked={() => done('unlocked')} />
          </>
        ) : null}
      </Stack>
      <E2eeTurnOnModal
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
      <E2eeChangeModal
        opened={dialog === 'change'}
        userId={userId}
        offline={offline}
        onClose={() => setDialog(undefined)}
        onChanged={() => done('changed')}
      />
      <E2eeForgetModal
        opened={dialog === 'forget'}
        userId={userId}
        onClose={() => setDialog(undefined)}
        onForgotten={() => done('forgotten')}
      />
    </Card>
  );
}
