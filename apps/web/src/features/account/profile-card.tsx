// Who is signed in (name, email) and the sign-out button.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountStore, type AccountUser } from '../../lib/account';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

type Props = { user: AccountUser; offline: boolean; onSignedOut: () => void };

export function ProfileCard({ user, offline, onSignedOut }: Props) {
  const { t } = useTranslation(namespaces);
  const store = useAccountStore();
  const action = useAuthAction();

  async function signOut() {
    const result = await action.run(() => store.signOut());
    if (result?.ok) onSignedOut();
  }

  return (
    <Card component="section" aria-labelledby="account-profile" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3" id="account-profile">
          {t('account:profile.title')}
        </Title>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('account:profile.name')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="account-name">
            {user.name}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('account:profile.email')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="account-email">
            {user.email}
          </Text>
        </Stack>
        <Text size="sm">{t('account:profile.signOutHint')}</Text>
        <FormError error={action.error} />
        <Button
          variant="default"
          loading={action.busy}
          disabled={offline}
          onClick={() => void signOut()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account:profile.signOut')}
        </Button>
      </Stack>
    </Card>
  );
}
