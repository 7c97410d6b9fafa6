// The coach conversation used by /ai-coaching, /personal-coach, /ai-buddy and an AI contact in /chat:
// header (who answers, history, new conversation, settings), crisis resources, turns, starters, composer.
import { crisisResources, OFFLINE_SUGGESTIONS, summariseContext } from '@groeipad/coach';
import type { CoachContextType, CoachPersona } from '@groeipad/coach';
import { normalizeLanguage } from '@groeipad/domain';
import type { MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCountry, loadContextFor } from '../../lib/coach/coach-context';
import { remoteChoice } from '../../lib/coach/coach-provider';
import { useCoachSettings } from '../../lib/coach/coach-settings';
import { currentSessionId, openSession, startSession } from '../../lib/coach/current-session';
import { useCoachConversation } from '../../lib/coach/use-coach-conversation';
import { useServerCoach } from '../../lib/coach/use-server-coach';
import { useWarmUpSafety } from '../../lib/coach/warm-up';
import { useDatabase } from '../../lib/database-context';
import { CoachSettingsModal } from './coach-settings-modal';
import { Composer } from './composer';
import classes from './coach-chat.module.css';
import { HelpNow } from './help-now';
import { HistoryDrawer } from './history-drawer';
import { MessageList } from './message-list';
import { ProviderBadge } from './provider-badge';
import { Suggestions } from './suggestions';
import { useHeightVariable } from './use-height-variable';

export type CoachChatProps = {
  persona: CoachPersona;
  /** The AI contact the conversation is with (chat_messages.contact_id); sessions are kept per contact. */
  contactId: string;
  contextType: CoachContextType;
  user: { id: string; name: string | null; mbtiType: MbtiType };
  /** Shown as the speaker of the replies. */
  coachName: string;
  greeting: string;
  /**
   * A fixed conversation (an AI contact in /chat keeps one continuing thread): no history or
   * "new conversation". Without it, the device's current conversation with the contact, switchable.
   */
  sessionId?: string;
};

export function CoachChat(props: CoachChatProps) {
  const { persona, contactId, contextType, user, coachName, greeting } = props;
  const { t, i18n } = useTranslation(namespaces);
  const { db } = useDatabase();
  const language = normalizeLanguage(i18n.language);
  const settings = useCoachSettings();
  const server = useServerCoach();
  useWarmUpSafety();
  const network = useNetwork();
  const [ownSession, setSessionId] = useState(() => props.sessionId ?? currentSessionId(contactId));
  const sessionId = props.sessionId ?? ownSession;
  const switchable = props.sessionId === undefined;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const key = useMemo(
    () => ({ userId: user.id, sessionId, contactId, contextType, mbtiType: user.mbtiType }),
    [user.id, user.mbtiType, sessionId, contactId, contextType],
  );
  const conversation = useCoachConversation({
    key,
    persona,
    language,
    displayName: user.name,
    settings,
    server,
  });
  const loadSummary = useCallback(
    async () => summariseContext(await loadContextFor(db, user, language)),
    [db, user, language],
  );
  const choice = remoteChoice(settings, server);
  const { turns, streaming, busy } = conversation;
  const resources = useMemo(() => crisisResources(language, deviceCountry()), [language]);
  const root = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLDivElement>(null);
  // The view scrolls turns to just above the composer, which sticks above the bottom bar.
  useHeightVariable(composer, root, '--gp-composer-height');

  return (
    <Stack ref={root} gap="sm" data-testid="coach-chat" data-session={sessionId}>
      <Group justify="space-between" gap="xs">
        <ProviderBadge choice={choice} online={network.online !== false} />
        <Group gap={4}>
          <HelpNow />
          {switchable && (
            <Button variant="subtle" size="compact-sm" onClick={() => setHistoryOpen(true)}>
              {t('coach:history.open')}
            </Button>
          )}
          {switchable && (
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={busy || turns?.length === 0}
              onClick={() => setSessionId(startSession(contactId))}
              data-testid="coach-new-session"
            >
              {t('coach:chat.newSession')}
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" onClick={() => setSettingsOpen(true)}>
            {t('coach:settings.open')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="sm" radius="md" mih={240}>
        {!turns && <Loader size="sm" />}
        {turns?.length === 0 && streaming === null && (
          <Suggestions
            greeting={greeting}
            suggestions={OFFLINE_SUGGESTIONS(language, persona)}
            disabled={busy}
            onPick={(text) => void conversation.send(text)}
          />
        )}
        {turns && (turns.length > 0 || streaming !== null) && (
          <MessageList
            turns={turns}
            streaming={streaming}
            coachName={coachName}
            resources={resources}
            crisis={conversation.crisis}
            onDismissCrisis={conversation.dismissCrisis}
          />
        )}
      </Paper>
      {conversation.fallback && (
        <Alert variant="light" color="yellow" data-testid="coach-fallback">
          {t(`coach:fallback.${conversation.fallback}`)}
        </Alert>
      )}
      <div ref={composer} className={classes.composerBar} data-testid="coach-composer">
        <Composer busy={busy} problem={conversation.problem} onSend={conversation.send} />
      </div>
      <HistoryDrawer
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        userId={user.id}
        contactId={contactId}
        currentSessionId={sessionId}
        onOpen={(id) => {
          openSession(contactId, id);
          setSessionId(id);
          setHistoryOpen(false);
        }}
      />
      <CoachSettingsModal
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        settings={settings}
        server={server}
        loadSummary={loadSummary}
      />
    </Stack>
  );
}
