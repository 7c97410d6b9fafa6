// Wires the draft saver to the editor's life: flush on blur (by the caller), when the page hides or closes, on
// leaving the route and before a service-worker reload; moves to the entry's own address once it was created.
import type { MbtiType } from '@groeipad/domain';
import { enhancedJournalRepository } from '@groeipad/local-db';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerUnsavedWork } from '../../lib/unsaved-work';
import { browserStorage } from './draft-backup';
import { createDraftSaver, type DraftSaver, type SaveStatus } from './draft-saver';
import type { EntryDraft } from './draft';
import { AUTOSAVE_DELAY_MS } from './journal-options';
import { measureTone } from './tone';
import { useBoundRepository } from '../../lib/use-repository';

export type AutosaveOptions = {
  id: string;
  userId: string;
  mbtiType: MbtiType | undefined;
  /** The stored entry's draft at the start of the session; undefined when it does not exist yet. */
  stored: EntryDraft | undefined;
  /** A newer draft found in the backup: written again as soon as the editor opens. */
  restored: EntryDraft | undefined;
  initialScore: number | undefined;
};

export type Autosave = {
  saver: DraftSaver;
  status: SaveStatus;
  /** The record exists in IndexedDB. */
  created: boolean;
  /** Latest sentiment score of the saved text. */
  score: number | undefined;
};

type Listener = {
  status: (status: SaveStatus) => void;
  created: (id: string) => void;
  score: (score: number) => void;
};

/** Hands the saver's events to the mounted editor; after unmount they are dropped (the saving goes on). */
function createRelay() {
  let listener: Listener | undefined;
  return {
    attach(next: Listener): () => void {
      listener = next;
      return () => {
        if (listener === next) listener = undefined;
      };
    },
    status: (status: SaveStatus) => listener?.status(status),
    created: (id: string) => listener?.created(id),
    score: (score: number) => listener?.score(score),
  };
}

export function useEntryAutosave(options: AutosaveOptions): Autosave {
  const { id, restored } = options;
  const repository = useBoundRepository(enhancedJournalRepository, options.userId);
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [created, setCreated] = useState(options.stored !== undefined);
  const [score, setScore] = useState(options.initialScore);

  const [{ saver, relay }] = useState(() => {
    const events = createRelay();
    let measuring: string | undefined;
    const measure = async (content: string) => {
      const next = await measureTone(content, i18n.language);
      // Only the newest text's tone is stored; an older analysis finishing late is dropped.
      if (next === null || measuring !== content) return;
      await draftSaver.enqueue(() => repository.update(id, { sentiment_score: next }));
      events.score(next);
    };
    const draftSaver = createDraftSaver({
      id,
      userId: options.userId,
      mbtiType: options.mbtiType,
      repository,
      storage: browserStorage(),
      now: () => Date.now(),
      stored: options.stored,
      delayMs: AUTOSAVE_DELAY_MS,
      onStatus: events.status,
      onCreated: events.created,
      onSaved: (draft) => {
        if (draft.content === measuring) return;
        measuring = draft.content;
        // The tone is a nicety: a failing analysis or write leaves the entry as saved.
        measure(draft.content).catch((error: unknown) => console.warn('Tone not saved', error));
      },
    });
    return { saver: draftSaver, relay: events };
  });

  useEffect(() => {
    const detach = relay.attach({
      status: setStatus,
      score: setScore,
      created: (createdId) => {
        setCreated(true);
        void navigate(`/journaling/entry/${createdId}`, { replace: true });
      },
    });
    const flush = () => void saver.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    const unregister = registerUnsavedWork(async () => {
      await saver.flush();
    });
    return () => {
      // Detach first: the last flush must not move a screen the user already left.
      detach();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      unregister();
      flush();
    };
  }, [saver, relay, navigate]);

  useEffect(() => {
    if (restored) saver.change(restored);
  }, [saver, restored]);

  return { saver, status, created, score };
}
