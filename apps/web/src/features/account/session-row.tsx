// One signed-in browser: what it is ("Firefox on Android"), when it signed in and was last active.
import { namespaces } from '@groeipad/i18n';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthSession } from '../../lib/account';
import { describeUserAgent } from './user-agent';

type Props = {
  session: AuthSession;
  current: boolean;
  busy: boolean;
  offline: boolean;
  onRevoke: () => void;
};

export function SessionRow({ session, current, busy, offline, onRevoke }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const { browser, os } = describeUserAgent(session.userAgent);
  const device =
    browser && os
      ? t('account:sessions.device', { browser, os })
      : (browser ?? os ?? t('account:sessions.unknownDevice'));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="session-row">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Group gap="xs">
            <Text fw={600}>{device}</Text>
            {current ? (
              <Badge variant="light" color="teal">
                {t('account:sessions.thisDevice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('account:sessions.created', { date: date.format(session.createdAt) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('account:sessions.lastActive', { date: date.format(session.updatedAt) })}
          </Text>
        </Stack>
        {current ? null : (
          <Button
            variant="default"
            size="compact-md"
            disabled={busy || offline}
            aria-label={t('account:sessions.revokeLabel', { device })}
            onClick={onRevoke}
          >
            {t('account:sessions.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
