// The overview: the unfinished session (if any), the life areas to start from, and what earlier sessions left.
import { imaginationScript } from '@groeipad/coach';
import type { LevensgebiedId } from '@groeipad/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { CurrentUser } from '../../lib/use-current-user';
import { ActiveSessionCard } from './active-session-card';
import { AreaPicker } from './area-picker';
import type { InspirationFilter, Navigate } from './imagination-params';
import { ActionError } from './imagination-states';
import { InspirationList } from './inspiration-list';
import { ReplaceSessionModal } from './replace-session-modal';
import { SessionList } from './session-list';
import { useAction } from './use-action';
import {
  useContentLanguage,
  useImaginationRepositories,
  useUserInspirations,
  useUserSessions,
} from './use-imagination';

type Props = { user: CurrentUser; filter: InspirationFilter; go: Navigate };

export function ImaginationOverview({ user, filter, go }: Props) {
  const language = useContentLanguage();
  const { sessions } = useImaginationRepositories(user.id);
  const allSessions = useUserSessions(user.id);
  const inspirations = useUserInspirations(user.id);
  const active = allSessions?.find((session) => session.is_active);
  const [pendingArea, setPendingArea] = useState<LevensgebiedId | null>(null);
  const action = useAction();

  const start = async (levensgebied: LevensgebiedId) => {
    setPendingArea(null);
    const script = imaginationScript({ language, levensgebied });
    let id = '';
    const ok = await action.run(async () => {
      const session = await sessions.start({
        user_id: user.id,
        levensgebied,
        session_title: script.title,
        session_description: script.description,
        step_count: script.steps.length,
        version: script.version,
        language,
      });
      id = session.id;
    });
    if (ok) go({ kind: 'session', id });
  };
  const choose = (levensgebied: LevensgebiedId) => {
    if (active) setPendingArea(levensgebied);
    else void start(levensgebied);
  };

  return (
    <Stack gap="xl">
      {active ? (
        <ActiveSessionCard
          session={active}
          onContinue={() => go({ kind: 'session', id: active.id })}
          onStop={() => void action.run(() => sessions.stop(active.id))}
          busy={action.pending}
        />
      ) : null}
      <ActionError error={action.error} />
      <AreaPicker onChoose={choose} busy={action.pending} />
      <InspirationList
        inspirations={inspirations}
        filter={filter}
        onFilter={(next) => go({ kind: 'overview', filter: next })}
        onOpen={(id) => go({ kind: 'inspiration', id })}
      />
      <SessionList sessions={allSessions} onOpen={(id) => go({ kind: 'session', id })} />
      <ReplaceSessionModal
        active={active}
        opened={pendingArea !== null}
        onCancel={() => setPendingArea(null)}
        onConfirm={() => (pendingArea ? void start(pendingArea) : undefined)}
      />
    </Stack>
  );
}
