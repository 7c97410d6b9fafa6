// The planning screen for a known user: new plan, first-time quick-starts, and every plan newest first.
import { dayKey } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { QuickStarts } from './quick-starts';
import { SessionCard } from './session-card';
import { draftOf, emptyDraft, type PlanDraft } from './session-draft';
import { SessionForm } from './session-form';
import { usePlanningActions } from './use-planning-actions';
import { usePlanningSessions } from './use-planning-data';

type Editing =
  { mode: 'create'; draft: PlanDraft } | { mode: 'edit'; id: string; draft: PlanDraft };

export function PlanningView({ userId }: { userId: string }) {
  const { t } = useTranslation(namespaces);
  const today = dayKey(useNow(60_000));
  const sessions = usePlanningSessions(userId);
  const actions = usePlanningActions(userId);
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('planning:list.title')}
        </Title>
        <Button onClick={() => setEditing({ mode: 'create', draft: emptyDraft('daily', today) })}>
          {t('planning:list.new')}
        </Button>
      </Group>
      {!sessions ? (
        <Stack gap="sm" role="status" aria-label={t('planning:loading')}>
          <Skeleton height={120} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      ) : sessions.length === 0 ? (
        <QuickStarts today={today} onStart={(draft) => setEditing({ mode: 'create', draft })} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              actions={actions}
              onEdit={(s) => setEditing({ mode: 'edit', id: s.id, draft: draftOf(s) })}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <SessionForm
          mode={editing.mode}
          initial={editing.draft}
          onClose={() => setEditing(null)}
          onSubmit={(draft) =>
            editing.mode === 'create' ? actions.create(draft) : actions.update(editing.id, draft)
          }
        />
      ) : null}
    </Stack>
  );
}
