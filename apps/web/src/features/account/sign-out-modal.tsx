// The sign-out dialog: sign out keeping this device's data, or also remove it (only once everything is on the
// server), with what that means for data that did not sync and for end-to-end encrypted data.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { pendingOutbox } from '@groeipad/local-db';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../lib/use-live';
import { useSync } from '../../lib/sync';
import { E2eeModal } from './e2ee-modal';
import { FormError } from './form-error';
import { restartApp } from './restart-app';
import type { SignOutOutcome } from './sign-out-flow';
import { SignOutRefusalAlert } from './sign-out-refusal';
import { useSignOut } from './use-sign-out';

/** How a sign-out ended for the screen's notice; the dialog closes with it. */
export type SignedOutNotice = 'signedOut' | 'keptPending' | 'removalFailed';

type Props = {
  opened: boolean;
  userId: string;
  offline: boolean;
  onClose: () => void;
  onSignedOut: (notice: SignedOutNotice) => void;
};

const NOTICE: Partial<Record<SignOutOutcome['kind'], SignedOutNotice>> = {
  signed_out: 'signedOut',
  kept_after_sign_out: 'keptPending',
  removal_failed: 'removalFailed',
};

/** Data attributes for browser tests: data-testid="sign-out-dialog", "sign-out-refused" (data-reason). */
export function SignOutModal({ opened, userId, offline, onClose, onSignedOut }: Props) {
  const { t } = useTranslation(namespaces);
  const { e2ee } = useSync();
  const action = useSignOut(userId);
  const [removeData, setRemoveData] = useState(false);
  const busy = action.step !== undefined;
  const outcome = action.outcome;
  const removed = outcome?.kind === 'removed';
  // Community messages not yet sent belong to this account and are dropped with its session (sign-out-flow.ts).
  const unsent = useLive(async (db) => (await pendingOutbox(db)).length, []) ?? 0;

  function close() {
    if (busy) return;
    // Removed: the screens still hold the old account's state; the app starts afresh instead.
    if (removed) return restartApp();
    setRemoveData(false);
    action.reset();
    onClose();
  }

  async function signOut(remove: boolean) {
    const result = await action.run(remove);
    const notice = result ? NOTICE[result.kind] : undefined;
    if (!notice) return;
    setRemoveData(false);
    action.reset();
    onSignedOut(notice);
  }

  return (
    <E2eeModal
      opened={opened}
      title={t('account:signOut.title')}
      onClose={close}
      locked={busy || removed}
    >
      {removed ? (
        <Stack gap="md" data-testid="sign-out-dialog" data-state="removed">
          <Text role="status">{t('account:signOut.removed.body')}</Text>
          <Group justify="flex-end">
            <Button onClick={restartApp} data-autofocus>
              {t('account:signOut.removed.restart')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="sign-out-dialog" data-state={busy ? 'busy' : 'ask'}>
          <Text size="sm">{t('account:signOut.body')}</Text>
          <Checkbox
            checked={removeData}
            disabled={busy}
            onChange={(event) => setRemoveData(event.currentTarget.checked)}
            label={t('account:signOut.removeLabel')}
            description={t('account:signOut.removeDescription')}
          />
          {unsent > 0 ? (
            <Alert color="yellow" variant="light" data-testid="sign-out-unsent-community">
              <Text size="sm">{t('account:signOut.unsentCommunity', { count: unsent })}</Text>
            </Alert>
          ) : null}
          {removeData && (e2ee === 'on' || e2ee === 'locked') ? (
            <Alert color="blue" variant="light">
              <Text size="sm">{t('account:signOut.e2eeNote')}</Text>
            </Alert>
          ) : null}
          {outcome?.kind === 'refused' ? (
            <SignOutRefusalAlert
              reason={outcome.reason}
              changes={outcome.changes}
              busy={busy}
              offline={offline}
              onKeep={() => void signOut(false)}
              onRetry={() => void signOut(true)}
            />
          ) : null}
          <FormError error={outcome?.kind === 'auth_failed' ? outcome.error : undefined} />
          {action.step && action.step !== 'starting' ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t(`account:signOut.steps.${action.step}`)}</Text>
            </Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={close} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color={removeData ? 'red' : undefined}
              variant={removeData ? 'filled' : 'default'}
              loading={busy}
              disabled={offline}
              onClick={() => void signOut(removeData)}
            >
              {t(removeData ? 'account:signOut.confirmRemove' : 'account:signOut.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </E2eeModal>
  );
}
