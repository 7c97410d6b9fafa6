// The writing screen of one entry: title, date, prompt, the text with live counts, the details; saved as you type.
import { dayKey } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import type { StoredRecord } from '@groeipad/local-db';
import { Alert, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WritingSafetyNotice } from '../../components/safety/writing-safety-notice';
import { useWritingSafety } from '../../lib/safety/use-writing-safety';
import type { CurrentUser } from '../../lib/use-current-user';
import { draftOf, editCountOf, withDay, type EntryDraft } from './draft';
import { EditorFooter, EditorHeader } from './editor-frame';
import { EntryDetails } from './entry-details';
import { PromptPanel } from './prompt-panel';
import { SaveStatusLine } from './save-status';
import { TextStats } from './text-stats';
import { useDeleteEntry } from './use-delete-entry';
import { useEntryAutosave } from './use-entry-autosave';

type Props = {
  id: string;
  user: CurrentUser;
  record: StoredRecord<'enhanced_journal_entries'> | undefined;
  initial: EntryDraft;
  restored: boolean;
};

export function EntryEditor({ id, user, record, initial, restored }: Props) {
  const { t } = useTranslation(namespaces);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [stored] = useState(() => (record ? draftOf(record) : undefined));
  const [showRestored, setShowRestored] = useState(restored);
  const { saver, status, created, score } = useEntryAutosave({
    id,
    userId: user.id,
    mbtiType: user.mbtiType,
    stored,
    restored: restored ? initial : undefined,
    initialScore: record?.sentiment_score,
  });
  const remove = useDeleteEntry(id, user.id, saver);
  // The shared crisis check on what the user writes: a gentle notice, the entry saves regardless.
  const safety = useWritingSafety(`${draft.title}\n${draft.content}`);

  const change = (patch: Partial<EntryDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    saver.change(next);
  };
  const done = async () => {
    if (await saver.flush()) void navigate('/journaling');
  };
  const editCount = editCountOf(record?.metadata) + (saver.editCounted() ? 1 : 0);

  return (
    <Stack gap="md" py="md" onBlur={() => void saver.flush()}>
      <EditorHeader isNew={!record} onDone={() => void done()} />
      <SaveStatusLine status={status} created={created} onRetry={() => void saver.flush()} />
      {showRestored ? (
        <Alert
          color="yellow"
          title={t('journal:editor.restored')}
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={() => setShowRestored(false)}
          data-testid="journal-restored"
        >
          {t('journal:editor.restoredBody')}
        </Alert>
      ) : null}
      <TextInput
        label={t('journal:editor.titleLabel')}
        placeholder={t('journal:editor.titlePlaceholder')}
        value={draft.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
        size="md"
        maxLength={500}
      />
      <TextInput
        type="date"
        label={t('journal:editor.dateLabel')}
        value={dayKey(draft.date)}
        onChange={(event) => change({ date: withDay(draft.date, event.currentTarget.value) })}
        w={{ base: '100%', xs: 220 }}
      />
      <PromptPanel
        promptId={draft.promptId}
        mbtiType={user.mbtiType}
        onChange={(promptId) => change({ promptId })}
      />
      <Stack gap={6}>
        <Textarea
          label={t('journal:editor.contentLabel')}
          placeholder={t('journal:editor.contentPlaceholder')}
          value={draft.content}
          onChange={(event) => change({ content: event.currentTarget.value })}
          autosize
          minRows={10}
          styles={{ input: { lineHeight: 1.65, fontSize: 'var(--mantine-font-size-md)' } }}
        />
        <TextStats content={draft.content} score={score} />
      </Stack>
      <WritingSafetyNotice crisis={safety.crisis} onDismiss={safety.dismiss} />
      <EntryDetails draft={draft} onChange={change} />
      <EditorFooter editCount={editCount} canDelete={created} onDelete={() => void remove()} />
    </Stack>
  );
}
