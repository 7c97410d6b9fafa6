// The conversation's turns as speech bubbles; model output is plain text (React escapes it), never markup.
import { namespaces } from '@groeipad/i18n';
import { Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Turn } from '../../lib/coach/conversation-store';
import classes from './coach-chat.module.css';

type Props = {
  turns: Turn[];
  streaming: string | null;
  coachName: string;
};

function Bubble({
  fromUser,
  children,
  label,
}: {
  fromUser: boolean;
  children: React.ReactNode;
  label: string;
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
      >
        {children}
      </Paper>
    </Group>
  );
}

export function MessageList({ turns, streaming, coachName }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const end = useRef<HTMLDivElement>(null);
  const count = turns.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [count, streaming]);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Stack
      gap="sm"
      role="log"
      aria-live="polite"
      aria-label={t('coach:chat.logLabel')}
      data-testid="coach-messages"
    >
      {turns.map((turn) => {
        const fromUser = turn.role === 'user';
        return (
          <Bubble
            key={turn.id}
            fromUser={fromUser}
            label={fromUser ? t('coach:chat.you') : coachName}
          >
            <Text className={classes.text}>{turn.text}</Text>
            <Text size="xs" c="dimmed" mt={4}>
              {time.format(turn.at)}
              {turn.kind === 'fallback' && ` · ${t('coach:chat.answeredOffline')}`}
              {turn.kind === 'crisis' && ` · ${t('coach:chat.safetyReply')}`}
            </Text>
          </Bubble>
        );
      })}
      {streaming !== null && (
        <Bubble fromUser={false} label={coachName}>
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
      <Box ref={end} />
    </Stack>
  );
}
