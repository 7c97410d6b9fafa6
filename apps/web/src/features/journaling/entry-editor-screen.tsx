// The /journaling/new and /journaling/entry/:id screen: chooses the entry (a fresh id for each visit of "new",
// kept when the address moves to the created entry), loads it once and shows the editor.
import { isJournalPromptId } from '@groeipad/domain';
import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useCurrentUser, type CurrentUser } from '../../lib/use-current-user';
import { EntryEditor } from './entry-editor';
import { EditorSkeleton, EntryNotFound, LoadFailed, NoProfile } from './journal-states';
import { useEntryLoad } from './use-entry-load';

export function EntryEditorScreen() {
  const current = useCurrentUser();
  if (current.status === 'loading') return <EditorSkeleton />;
  if (current.status === 'missing') return <NoProfile standalone />;
  return <EntryRoute user={current.user} />;
}

function EntryRoute({ user }: { user: CurrentUser }) {
  const { id: paramId } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [fresh, setFresh] = useState(() => ({ key: location.key, id: crypto.randomUUID() }));
  // Opening "new" again (another navigation) starts another entry; our own move to /entry/<id> keeps this one.
  if (paramId === undefined && fresh.key !== location.key) {
    setFresh({ key: location.key, id: crypto.randomUUID() });
  }
  const id = paramId ?? fresh.id;
  const prompt = searchParams.get('prompt');
  return (
    <EntrySession
      key={id}
      id={id}
      isNew={paramId === undefined}
      promptId={isJournalPromptId(prompt) ? prompt : null}
      user={user}
    />
  );
}

type SessionProps = { id: string; isNew: boolean; promptId: string | null; user: CurrentUser };

function EntrySession({ id, isNew, promptId, user }: SessionProps) {
  const state = useEntryLoad({ id, userId: user.id, mbtiType: user.mbtiType, isNew, promptId });
  if (state.status === 'loading') return <EditorSkeleton />;
  if (state.status === 'error') return <LoadFailed error={state.error} />;
  if (state.status === 'not-found') return <EntryNotFound />;
  if (state.status === 'redirect') return <Navigate to={`/journaling/entry/${state.id}`} replace />;
  return (
    <EntryEditor
      id={id}
      user={user}
      record={state.record}
      initial={state.initial}
      restored={state.restored}
    />
  );
}
