// One coach conversation in a screen: its stored turns (live), sending a message, the streamed reply,
// crisis resources when safety stepped in, and which model answered.
import { createOfflineCoach, respond, summariseContext } from '@groeipad/coach';
import type { CoachPersona, CoachRequest, CrisisEvent, FallbackReason } from '@groeipad/coach';
import type { Language } from '@groeipad/domain';
import { sessionInteractions, sessionMessages } from '@groeipad/local-db';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDatabase } from '../database-context';
import { useLive } from '../use-live';
import { useBoundRepository } from '../use-repository';
import { loadContextFor } from './coach-context';
import { createRemoteModerator, createRemoteProvider, remoteChoice } from './coach-provider';
import type { ServerCoachConfig } from './coach-provider';
import type { CoachSettings } from './coach-settings';
import {
  conversationWrites,
  lastCoachState,
  MAX_MESSAGE_LENGTH,
  turnsOf,
} from './conversation-store';
import type { ConversationKey, ReplyKind, Turn } from './conversation-store';

export type CrisisInfo = CrisisEvent;
export type SendProblem = 'empty' | 'tooLong' | 'failed';

export type CoachConversation = {
  turns: Turn[] | undefined;
  /** The reply as it streams in; null when no reply is being written. */
  streaming: string | null;
  busy: boolean;
  /** Set when the last message raised crisis signals: resources stay visible until dismissed. */
  crisis: CrisisInfo | null;
  dismissCrisis: () => void;
  /** Why the offline coach answered the last message instead of the chosen model. */
  fallback: FallbackReason | null;
  problem: SendProblem | null;
  send: (text: string) => Promise<boolean>;
};

export type ConversationOptions = {
  key: ConversationKey;
  persona: CoachPersona;
  language: Language;
  displayName: string | null;
  settings: CoachSettings;
  server: ServerCoachConfig;
};

type Notes = {
  session: string;
  crisis: CrisisInfo | null;
  fallback: FallbackReason | null;
  problem: SendProblem | null;
};
const NO_NOTES = { crisis: null, fallback: null, problem: null };
const offlineCoach = createOfflineCoach();

export function useCoachConversation(options: ConversationOptions): CoachConversation {
  const { db } = useDatabase();
  const { key, persona, language, displayName, settings, server } = options;
  const writes = useBoundRepository(conversationWrites, key.userId);
  const rows = useLive(
    (db) => sessionMessages(db, key.userId, key.sessionId),
    [key.userId, key.sessionId],
  );
  // The exchanges hold each reply's link in their metadata: a reply's button survives a reload.
  const interactions = useLive(
    (db) => sessionInteractions(db, key.userId, key.sessionId),
    [key.userId, key.sessionId],
  );
  const turns = useMemo(
    () => (rows && interactions ? turnsOf(rows, interactions) : undefined),
    [rows, interactions],
  );
  const [streaming, setStreaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Tagged with their conversation: switching conversations shows none of the previous one's notes.
  const [notes, setNotes] = useState<Notes>({ session: key.sessionId, ...NO_NOTES });
  const current = notes.session === key.sessionId ? notes : { session: key.sessionId, ...NO_NOTES };
  const note = useCallback(
    (change: Partial<Omit<Notes, 'session'>>) =>
      setNotes((previous) => ({
        ...(previous.session === key.sessionId ? previous : { ...NO_NOTES }),
        ...change,
        session: key.sessionId,
      })),
    [key.sessionId],
  );
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (text === '' || text.length > MAX_MESSAGE_LENGTH) {
        note({ problem: text === '' ? 'empty' : 'tooLong' });
        return false;
      }
      note({ problem: null });
      setBusy(true);
      const history = (turns ?? []).map((turn) => ({ role: turn.role, content: turn.text }));
      try {
        await writes.saveUserMessage(key, text);
      } catch {
        setBusy(false);
        note({ problem: 'failed' });
        return false;
      }
      const controller = new AbortController();
      aborter.current = controller;
      let written = '';
      let used: FallbackReason | null = null;
      let kind: ReplyKind = 'coach';
      try {
        const [context, state] = await Promise.all([
          loadContextFor(
            db,
            { id: key.userId, name: displayName, mbtiType: key.mbtiType },
            language,
          ),
          lastCoachState(db, key),
        ]);
        const choice = remoteChoice(settings, server);
        const provider = await createRemoteProvider(
          choice,
          settings.shareSummary ? summariseContext(context) : null,
        ).catch(() => null);
        const moderator = await createRemoteModerator(choice).catch(() => null);
        const request: CoachRequest = {
          messages: [...history, { role: 'user', content: text }],
          context,
          contextType: key.contextType,
          persona,
          state,
          signal: controller.signal,
        };
        setStreaming('');
        for await (const event of respond(request, {
          offline: offlineCoach,
          provider,
          moderator,
          isOnline: () => globalThis.navigator?.onLine !== false,
        })) {
          if (event.type === 'crisis') {
            kind = 'crisis';
            written = event.reply;
            note({ crisis: event });
            setStreaming(written);
          } else if (event.type === 'fallback') {
            used = event.reason;
            kind = 'fallback';
            written = '';
            setStreaming('');
          } else if (event.type === 'text') {
            written += event.text;
            setStreaming(written);
          } else {
            await writes.saveReply(key, {
              text: written,
              kind,
              model: event.model,
              tokensUsed: event.tokensUsed,
              prompt: text,
              metadata: {
                provider: event.provider,
                persona: persona.id,
                fallback: used,
                ...event.meta,
                state: event.state,
              },
            });
          }
        }
        note({ fallback: used });
        if (kind !== 'crisis') note({ crisis: null });
        return true;
      } catch {
        if (!controller.signal.aborted) note({ problem: 'failed' });
        return false;
      } finally {
        setStreaming(null);
        setBusy(false);
        if (aborter.current === controller) aborter.current = null;
      }
    },
    [db, writes, key, turns, displayName, language, settings, server, persona, note],
  );

  return {
    turns,
    streaming,
    busy,
    crisis: current.crisis,
    dismissCrisis: () => note({ crisis: null }),
    fallback: current.fallback,
    problem: current.problem,
    send,
  };
}
