// "Geblokkeerde leden": whom the member blocked, by name and type, each with Deblokkeren. Loaded from the
// server when the section is opened (blocks live there, so they apply on every device).
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityApi, MemberRef } from '../../lib/community/community-api';
import { memberErrorKey } from '../../lib/community/member-actions';

type State =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; members: MemberRef[] };

export function BlockedMembers({ api }: { api: CommunityApi }) {
  const { t } = useTranslation(['community']);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // Bumped by Opnieuw proberen: the effect below fetches again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void api.blocked().then((result) => {
      if (!current) return;
      // An answer without a list (a proxy's page) reads as a failure, never as a crash.
      const members = result.ok ? result.value.blocked : undefined;
      setState(
        Array.isArray(members)
          ? { status: 'ready', members }
          : { status: 'error', error: result.ok ? 'other' : result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  function retry() {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  async function unblock(member: MemberRef) {
    setBusy(member.id);
    setFailed(null);
    const result = await api.unblock(member.id);
    setBusy(null);
    if (!result.ok) {
      setFailed(t(memberErrorKey(result.error)));
      return;
    }
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', members: current.members.filter((m) => m.id !== member.id) }
        : current,
    );
  }

  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="blocked-members"
      data-testid="blocked-members"
    >
      <Title order={2} size="h4" id="blocked-members">
        {t('community:blocked.title')}
      </Title>
      {state.status === 'loading' && (
        <Loader size="sm" aria-label={t('community:blocked.loading')} />
      )}
      {state.status === 'error' && (
        <Alert color="red" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(memberErrorKey(state.error))}</Text>
            <Button size="compact-sm" variant="light" onClick={retry}>
              {t('community:list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {state.status === 'ready' && state.members.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('community:blocked.empty')}
        </Text>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {failed}
        </Alert>
      )}
      {state.status === 'ready' &&
        state.members.map((member) => (
          <Paper key={member.id} withBorder p="xs" radius="md" data-testid="blocked-member">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} truncate>
                {member.displayName}
                {member.mbtiType ? ` · ${member.mbtiType}` : ''}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                loading={busy === member.id}
                onClick={() => void unblock(member)}
                aria-label={t('community:blocked.unblockName', { name: member.displayName })}
              >
                {t('community:blocked.unblock')}
              </Button>
            </Group>
          </Paper>
        ))}
      {state.status === 'ready' && state.members.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('community:blocked.hint')}
        </Text>
      )}
    </Stack>
  );
}
