// Earlier conversations with this contact: open one, or start a new one.
import { namespaces } from '@groeipad/i18n';
import { Button, Drawer, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { preview } from '@groeipad/domain';
import { useTranslation } from 'react-i18next';
import { listSessions } from '../../lib/coach/conversation-store';
import { useLive } from '../../lib/use-live';

type Props = {
  opened: boolean;
  onClose: () => void;
  userId: string;
  contactId: string;
  currentSessionId: string;
  onOpen: (sessionId: string) => void;
};

export function HistoryDrawer({
  opened,
  onClose,
  userId,
  contactId,
  currentSessionId,
  onOpen,
}: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const sessions = useLive(
    (db) => (opened ? listSessions(db, userId, contactId) : Promise.resolve(undefined)),
    [userId, contactId, opened],
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('coach:history.title')}
      position="right"
      size="sm"
    >
      {!sessions && <Loader size="sm" />}
      {sessions?.length === 0 && <Text c="dimmed">{t('coach:history.empty')}</Text>}
      <Stack gap="xs">
        {sessions?.map((session) => (
          <UnstyledButton
            key={session.sessionId}
            onClick={() => onOpen(session.sessionId)}
            p="xs"
            data-current={session.sessionId === currentSessionId}
            style={{
              borderRadius: 8,
              background:
                session.sessionId === currentSessionId
                  ? 'var(--mantine-color-default-hover)'
                  : undefined,
            }}
          >
            <Text size="sm" fw={500}>
              {session.title ? preview(session.title, 50) : t('coach:history.untitled')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('coach:history.meta', { date: date.format(session.lastAt), count: session.count })}
            </Text>
          </UnstyledButton>
        ))}
        {sessions && sessions.length > 0 && (
          <Button variant="subtle" onClick={onClose}>
            {t('coach:history.close')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
