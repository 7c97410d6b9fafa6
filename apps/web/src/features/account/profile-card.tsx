// Who is signed in (name, email) and the button that opens the sign-out dialog.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '../../lib/account';

type Props = { user: AccountUser; offline: boolean; onSignOut: () => void };

export function ProfileCard({ user, offline, onSignOut }: Props) {
  const { t } = useTranslation(namespaces);

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
        <Button
          variant="default"
          disabled={offline}
          onClick={onSignOut}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account:profile.signOut')}
        </Button>
      </Stack>
    </Card>
  );
}
