// The /account screen: sign in or up while signed out; who, sign out, encryption, sessions and delete while signed
// in; and a plain offline notice, since every account action needs the server while the rest of the app does not.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../lib/account';
import { inAppPath } from '../../lib/in-app-path';
import { DeleteAccountCard } from './delete-account-card';
import { EncryptionCard } from './encryption-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { SignOutModal, type SignedOutNotice } from './sign-out-modal';
import { SignedOutView } from './signed-out-view';

type Notice = SignedOutNotice | 'deleted';

export function AccountScreen() {
  const { t } = useTranslation(namespaces);
  const account = useAccount();
  const offline = !useNetwork().online;
  const [notice, setNotice] = useState<Notice>();
  // The account signing out: the dialog outlives the signed-in view, to report how the removal went.
  const [signingOut, setSigningOut] = useState<string>();
  useReturnAfterSignIn(account.status);
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>{t('account:title')}</Title>
        <Text c="dimmed">{t('account:intro')}</Text>
      </Stack>
      {offline ? (
        <Alert color="gray" variant="light" role="status" title={t('account:offline.title')}>
          <Text size="sm">{t('account:offline.body')}</Text>
        </Alert>
      ) : null}
      {account.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('account:loading')}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : null}
      {account.status === 'offline_unknown' && !offline ? (
        <Alert color="yellow" variant="light" role="alert" title={t('account:unreachable.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('account:unreachable.body')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void account.refresh()}>
              {t('account:retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {notice && account.status === 'signed_out' ? (
        <Alert color="teal" variant="light" role="status">
          {t(`account:notices.${notice}`)}
        </Alert>
      ) : null}
      {account.status === 'signed_out' ? <SignedOutView offline={offline} /> : null}
      {account.status === 'signed_in' && account.user ? (
        <>
          <ProfileCard
            user={account.user}
            offline={offline}
            onSignOut={() => setSigningOut(account.user?.id)}
          />
          <EncryptionCard userId={account.user.id} offline={offline} />
          <SessionsCard currentId={account.sessionId} offline={offline} />
          <DeleteAccountCard offline={offline} onDeleted={() => setNotice('deleted')} />
        </>
      ) : null}
      {signingOut ? (
        <SignOutModal
          opened
          userId={signingOut}
          offline={offline}
          onClose={() => setSigningOut(undefined)}
          onSignedOut={(next) => {
            setSigningOut(undefined);
            setNotice(next);
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * `?next=/path`: a screen sent the member here to sign in (a community room, the forum); once they have
 * signed in or up on this screen, they go back there. Only a path of this app, and only after a sign-in here:
 * a member who was already signed in sees their account.
 */
function useReturnAfterSignIn(status: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = inAppPath(params.get('next'));
  const before = useRef(status);
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (next && was === 'signed_out' && status === 'signed_in')
      void navigate(next, { replace: true });
  }, [navigate, next, status]);
}
