// A session that has ended, read back: each step's prompt, answer and reflection, and the way to its inspiration.
import { imaginationScript, inspirationFromSession } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { readSessionData } from '@groeipad/local-db';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/use-current-user';
import type { Navigate } from './imagination-params';
import { responsesOf, useDateFormat } from './imagination-format';
import { ActionError } from './imagination-states';
import classes from './imagination.module.css';
import { useAction } from './use-action';
import {
  useContentLanguage,
  useImaginationRepositories,
  useSessionInspiration,
  type SessionRecord,
} from './use-imagination';

type Props = { session: SessionRecord; user: CurrentUser; go: Navigate };

export function SessionTranscript({ session, user, go }: Props) {
  const { t } = useTranslation(namespaces);
  const language = useContentLanguage();
  const formatDate = useDateFormat();
  const { inspirations } = useImaginationRepositories(user.id);
  const inspiration = useSessionInspiration(user.id, session.id);
  const action = useAction();
  const data = readSessionData(session.session_data);
  const { levensgebied } = session;
  const script = imaginationScript({ language, levensgebied });
  const endedAt = formatDate(data.ended_at ?? session.updated_at);

  const makeInspiration = async () => {
    let id = '';
    const draft = inspirationFromSession({ language, levensgebied, responses: responsesOf(data) });
    const ok = await action.run(async () => {
      id = (await inspirations.createFromSession(session.id, draft)).id;
    });
    if (ok) go({ kind: 'inspiration', id });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="imagination-transcript">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" className={classes.title}>
            {session.session_title}
          </Title>
          <Text size="sm" c="dimmed">
            {data.ended === 'finished'
              ? t('imagination:transcript.finished', { date: endedAt })
              : t('imagination:transcript.stopped', { date: endedAt })}
          </Text>
        </Stack>
        {data.exchanges.length === 0 ? <Text>{t('imagination:transcript.empty')}</Text> : null}
        {data.exchanges.map((exchange) => (
          <Stack key={exchange.step} gap={6}>
            <Divider />
            <Text fw={600}>{script.steps[exchange.step]?.title}</Text>
            <Text size="sm" c="dimmed" className={classes.words}>
              {exchange.ai_query}
            </Text>
            <Text className={classes.words}>{exchange.response}</Text>
            <Text size="sm" fs="italic" className={classes.words}>
              {exchange.ai_response}
            </Text>
          </Stack>
        ))}
        <ActionError error={action.error} />
        <Group gap="sm">
          {inspiration ? (
            <Button onClick={() => go({ kind: 'inspiration', id: inspiration.id })}>
              {t('imagination:transcript.openInspiration')}
            </Button>
          ) : null}
          {inspiration === null && data.ended === 'finished' ? (
            <Button onClick={() => void makeInspiration()} loading={action.pending}>
              {t('imagination:transcript.makeInspiration')}
            </Button>
          ) : null}
          <Button variant="default" onClick={() => go({ kind: 'overview', filter: 'all' })}>
            {t('imagination:backToOverview')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
