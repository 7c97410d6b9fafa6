// The inspiration a session left: title and summary to edit, then keep, archive, or move it into the journal.
import { namespaces } from '@groeipad/i18n';
import {
  Badge,
  Button,
  Card,
  Group,
  Spoiler,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../lib/use-current-user';
import type { Navigate } from './imagination-params';
import { useDateFormat } from './imagination-format';
import { ActionError } from './imagination-states';
import classes from './imagination.module.css';
import { useAction } from './use-action';
import { useImaginationRepositories, type InspirationRecord } from './use-imagination';

type Props = { inspiration: InspirationRecord; user: CurrentUser; go: Navigate };
type Done = 'saved' | 'archived' | 'restored' | 'transferred';

export function InspirationEditor({ inspiration, user, go }: Props) {
  const { t } = useTranslation(namespaces);
  const formatDate = useDateFormat();
  const { inspirations } = useImaginationRepositories(user.id);
  const [title, setTitle] = useState(inspiration.title);
  const [summary, setSummary] = useState(inspiration.summary);
  const [done, setDone] = useState<Done | null>(null);
  const action = useAction();
  const titleMissing = title.trim() === '';
  const edits = { title, summary };
  const archived = inspiration.status === 'archived';
  const entryId = inspiration.is_transferred_to_journal ? inspiration.journal_entry_id : undefined;

  const act = async (result: Done, work: () => Promise<unknown>) => {
    setDone(null);
    if (await action.run(work)) setDone(result);
  };
  const keep = () => act('saved', () => inspirations.keep(inspiration.id, edits));
  const transfer = () =>
    act('transferred', async () => {
      await inspirations.edit(inspiration.id, edits);
      await inspirations.transferToJournal(inspiration.id, { mbtiType: user.mbtiType });
    });
  const archive = () => act('archived', () => inspirations.archive(inspiration.id));
  const restore = () => act('restored', () => inspirations.restore(inspiration.id));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="imagination-inspiration-editor">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3">
            {t('imagination:inspiration.heading')}
          </Title>
          <Badge variant="light" data-testid="imagination-inspiration-status">
            {t(`imagination:status.${inspiration.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('imagination:inspiration.intro')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('imagination:inspiration.source', { date: formatDate(inspiration.timestamp) })}
        </Text>
        <TextInput
          label={t('imagination:inspiration.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={titleMissing ? t('imagination:inspiration.titleRequired') : undefined}
          required
        />
        <Textarea
          label={t('imagination:inspiration.summaryLabel')}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
        />
        {inspiration.content ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('imagination:inspiration.contentLabel')}
            </Text>
            <Spoiler
              maxHeight={96}
              showLabel={t('imagination:inspiration.showMore')}
              hideLabel={t('imagination:inspiration.showLess')}
            >
              <Text size="sm" className={classes.words}>
                {inspiration.content}
              </Text>
            </Spoiler>
          </Stack>
        ) : null}
        <ActionError error={action.error} />
        {done ? (
          <Text size="sm" c="teal" role="status" data-testid="imagination-done">
            {t(`imagination:inspiration.done.${done}`)}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button onClick={() => void keep()} disabled={titleMissing || action.pending}>
            {t('imagination:inspiration.save')}
          </Button>
          {entryId ? (
            <Button component={Link} to={`/journaling/entry/${entryId}`} variant="light">
              {t('imagination:inspiration.openJournal')}
            </Button>
          ) : (
            <Button
              variant="light"
              onClick={() => void transfer()}
              disabled={titleMissing || action.pending}
            >
              {t('imagination:inspiration.transfer')}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => void (archived ? restore() : archive())}
            disabled={action.pending}
          >
            {archived ? t('imagination:inspiration.restore') : t('imagination:inspiration.archive')}
          </Button>
        </Group>
        <Button
          variant="subtle"
          w="fit-content"
          onClick={() => go({ kind: 'overview', filter: 'all' })}
        >
          {t('imagination:backToOverview')}
        </Button>
      </Stack>
    </Card>
  );
}
