// Why this device's data was not removed, and the two ways on: sign out keeping it, or try again.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignOutRefusal } from './sign-out-flow';

type Props = {
  reason: SignOutRefusal;
  changes: number;
  busy: boolean;
  offline: boolean;
  onKeep: () => void;
  onRetry: () => void;
};

const MESSAGE = {
  offline: 'offline',
  pending: 'pending',
  locked: 'locked',
  not_ready: 'notReady',
  check_failed: 'checkFailed',
} as const satisfies Record<SignOutRefusal, string>;

export function SignOutRefusalAlert({ reason, changes, busy, offline, onKeep, onRetry }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('account:signOut.refused.title')}
      data-testid="sign-out-refused"
      data-reason={reason}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`account:signOut.refused.${MESSAGE[reason]}`, { count: changes })}</Text>
        <Group gap="sm">
          <Button size="compact-sm" variant="default" disabled={busy || offline} onClick={onKeep}>
            {t('account:signOut.keepAndSignOut')}
          </Button>
          <Button size="compact-sm" variant="light" disabled={busy} onClick={onRetry}>
            {t('account:retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
