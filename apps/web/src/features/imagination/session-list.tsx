// Earlier sessions, newest first: how far each got and whether it is running, finished or stopped.
import { namespaces } from '@groeipad/i18n';
import { readSessionData } from '@groeipad/local-db';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from './imagination-format';
import { EmptyCard, ListLoading } from './imagination-states';
import classes from './imagination.module.css';
import type { SessionRecord } from './use-imagination';

type Props = { sessions: SessionRecord[] | undefined; onOpen: (id: string) => void };

const COLORS = { active: 'teal', finished: 'blue', stopped: 'gray' } as const;

function stateOf(session: SessionRecord): keyof typeof COLORS {
  if (session.is_active) return 'active';
  return readSessionData(session.session_data).ended === 'finished' ? 'finished' : 'stopped';
}

export function SessionList({ sessions, onOpen }: Props) {
  const { t } = useTranslation(namespaces);
  const formatDate = useDateFormat();
  return (
    <Stack gap="sm" component="section" aria-labelledby="imagination-sessions-heading">
      <Title order={2} size="h3" id="imagination-sessions-heading">
        {t('imagination:history.sessions')}
      </Title>
      {sessions === undefined ? <ListLoading label={t('imagination:history.loading')} /> : null}
      {sessions?.length === 0 ? (
        <EmptyCard
          testId="imagination-sessions-empty"
          title={t('imagination:history.emptySessions.title')}
          body={t('imagination:history.emptySessions.body')}
        />
      ) : null}
      <ul className={classes.list}>
        {sessions?.map((session) => {
          const state = stateOf(session);
          const data = readSessionData(session.session_data);
          return (
            <li key={session.id}>
              <Card withBorder radius="md" padding="md" data-testid="imagination-past-session">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} className={classes.title}>
                      {session.session_title}
                    </Text>
                    <Badge variant="light" color={COLORS[state]} style={{ flexShrink: 0 }}>
                      {t(`imagination:history.sessionStatus.${state}`)}
                    </Badge>
                  </Group>
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      {formatDate(session.created_at)}
                      {' · '}
                      {t('imagination:history.answered', {
                        answered: data.exchanges.length,
                        total: data.step_count,
                      })}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onOpen(session.id)}
                      aria-label={
                        state === 'active'
                          ? t('imagination:history.continueLabel', { title: session.session_title })
                          : t('imagination:history.openLabel', { title: session.session_title })
                      }
                    >
                      {state === 'active'
                        ? t('imagination:active.continue')
                        : t('imagination:history.open')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
