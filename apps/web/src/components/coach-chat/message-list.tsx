// The conversation's turns as speech bubbles; model output is plain text (React escapes it), never markup.
// The view follows the newest turn (at once when a conversation opens); after a crisis reply it shows
// the call buttons under it, and the full crisis panel follows while it is open. A reply that points to an
// app screen has a button to it under the bubble.
import type { CrisisEvent, CrisisResources } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Turn } from '../../lib/coach/conversation-store';
import classes from './coach-chat.module.css';
import { CrisisPanel } from './crisis-panel';
import { CrisisCallRow, CrisisReplyText } from './crisis-reply';
import { ReplyLinkButton } from './reply-link-button';

type Props = {
  turns: Turn[];
  streaming: string | null;
  coachName: string;
  /** The resources for this device, for the numbers in stored crisis replies. */
  resources: CrisisResources;
  /** The crisis of the last message, while its panel is open. */
  crisis: CrisisEvent | null;
  onDismissCrisis: () => void;
};

function Bubble({
  fromUser,
  children,
  label,
  pending = false,
}: {
  fromUser: boolean;
  children: React.ReactNode;
  label: string;
  /** The reply being written (thinking or streaming): not yet one of the stored turns. */
  pending?: boolean;
}) {
  return (
    <Group justify={fromUser ? 'flex-end' : 'flex-start'} wrap="nowrap">
      <Paper
        className={fromUser ? classes.user : classes.coach}
        p="sm"
        radius="lg"
        maw="85%"
        aria-label={label}
        data-role={fromUser ? 'user' : 'coach'}
        data-pending={pending || undefined}
      >
        {children}
      </Paper>
    </Group>
  );
}

export function MessageList(props: Props) {
  const { turns, streaming, coachName, resources, crisis, onDismissCrisis } = props;
  const { t, i18n } = useTranslation(namespaces);
  const end = useRef<HTMLDivElement>(null);
  const call = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const reducedMotion = useReducedMotion();
  const count = turns.length;
  const lastCrisis = turns.findLastIndex((turn) => turn.kind === 'crisis');
  const lastIsCrisis = count > 0 && lastCrisis === count - 1;
  useEffect(() => {
    // A crisis reply is long: show its call buttons rather than the end of the panel below them.
    const target = lastIsCrisis && streaming === null ? call.current : end.current;
    const smooth = opened.current && !reducedMotion;
    opened.current = true;
    target?.scrollIntoView?.({ block: 'end', behavior: smooth ? 'smooth' : 'instant' });
  }, [count, streaming, lastIsCrisis, reducedMotion]);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Stack
      gap="sm"
      role="log"
      aria-live="polite"
      aria-label={t('coach:chat.logLabel')}
      data-testid="coach-messages"
    >
      {turns.map((turn, index) => {
        const fromUser = turn.role === 'user';
        const isCrisis = turn.kind === 'crisis';
        return (
          <Stack key={turn.id} gap="xs">
            <Bubble fromUser={fromUser} label={fromUser ? t('coach:chat.you') : coachName}>
              {isCrisis ? (
                <CrisisReplyText text={turn.text} resources={resources} />
              ) : (
                <Text className={classes.text}>{turn.text}</Text>
              )}
              <Text size="xs" c="dimmed" mt={4}>
                {time.format(turn.at)}
                {turn.kind === 'fallback' && ` · ${t('coach:chat.answeredOffline')}`}
                {isCrisis && ` · ${t('coach:chat.safetyReply')}`}
              </Text>
            </Bubble>
            {turn.link && !isCrisis && <ReplyLinkButton target={turn.link} />}
            {isCrisis && (
              <CrisisCallRow
                resources={resources}
                {...(index === count - 1 ? { ref: call } : {})}
              />
            )}
            {crisis && index === lastCrisis && (
              <CrisisPanel crisis={crisis} onDismiss={onDismissCrisis} />
            )}
          </Stack>
        );
      })}
      {streaming !== null && (
        <Bubble fromUser={false} label={coachName} pending>
          {streaming === '' ? (
            <Group gap="xs">
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {t('coach:chat.thinking', { name: coachName })}
              </Text>
            </Group>
          ) : (
            <Text className={classes.text} data-testid="coach-streaming">
              {streaming}
            </Text>
          )}
        </Bubble>
      )}
      {crisis && lastCrisis === -1 && <CrisisPanel crisis={crisis} onDismiss={onDismissCrisis} />}
      <Box ref={end} className={classes.scrollTarget} />
    </Stack>
  );
}
