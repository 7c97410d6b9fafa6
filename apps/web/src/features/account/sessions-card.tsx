// Where the user is signed in: every session, revoke one, or sign out everywhere but here.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from './account-messages';
import { FormError } from './form-error';
import { SessionRow } from './session-row';
import { useSessions } from './use-sessions';

type Props = { currentId: string | undefined; offline: boolean };

export function SessionsCard({ currentId, offline }: Props) {
  const { t } = useTranslation(namespaces);
  const { state, reload, revoke, revokeOthers, action, done } = useSessions(currentId);
  const others = state.status === 'ready' ? state.sessions.filter((s) => s.id !== currentId) : [];
  return (
    <Card component="section" aria-labelledby="account-sessions" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3" id="account-sessions">
          {t('account:sessions.title')}
        </Title>
        <Text size="sm">{t('account:sessions.intro')}</Text>
        {state.status === 'loading' ? (
          <Stack gap="sm" role="status" aria-label={t('account:sessions.loading')}>
            <Skeleton height={72} radius="md" />
            <Skeleton height={72} radius="md" />
          </Stack>
        ) : null}
        {state.status === 'error' ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(t, state.error)}</Text>
              <Button size="compact-sm" variant="light" onClick={reload}>
                {t('account:retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {state.status === 'ready' ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {state.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                current={session.id === currentId}
                busy={action.busy}
                offline={offline}
                onRevoke={() => void revoke(session.token)}
              />
            ))}
          </Stack>
        ) : null}
        <FormError error={action.error} />
        {done ? (
          <Alert color="teal" variant="light" role="status">
            {t(`account:sessions.${done}`)}
          </Alert>
        ) : null}
        {state.status === 'ready' && others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account:sessions.onlyThis')}
          </Text>
        ) : null}
        {others.length > 0 ? (
          <Button
            variant="light"
            color="red"
            loading={action.busy}
            disabled={offline}
            onClick={() => void revokeOthers()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account:sessions.revokeOthers')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
