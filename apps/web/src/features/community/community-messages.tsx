// The messages of a room as plain text (never HTML, links not fetched), each with its author's name and type, "Gelezen" under the last own one the peer read, then the member's own messages still in the outbox with their state.
import type { CommunityMessage, CommunityOutboxItem } from '@groeipad/local-db';
import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import classes from '../../components/coach-chat/coach-chat.module.css';

type Props = {
  messages: readonly CommunityMessage[];
  outbox: readonly CommunityOutboxItem[];
  selfId: string | undefined;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Another member's name was tapped: their sheet (write, report, block). */
  onAuthor?: (message: CommunityMessage) => void;
  /** The own message the peer of a direct room has read up to: it carries "Gelezen" (decision 044). */
  readSeq?: number | null;
};

export function CommunityMessages({
  messages,
  outbox,
  selfId,
  onRetry,
  onDiscard,
  onAuthor,
  readSeq = null,
}: Props) {
  const { t, i18n } = useTranslation(['community']);
  return (
    <Stack gap="xs" data-testid="community-messages">
      {messages.map((message) => {
        const own = message.author_id === selfId;
        return (
          <Paper
            key={message.seq}
            p="xs"
            radius="md"
            className={own ? classes.user : classes.coach}
            ml={own ? 'xl' : 0}
            mr={own ? 0 : 'xl'}
            data-testid="community-message"
            data-seq={message.seq}
          >
            {own || !onAuthor ? (
              <Text size="xs" c="dimmed" fw={600}>
                {own ? t('community:room.you') : message.author_name}
                {message.author_type ? ` · ${message.author_type}` : ''}
              </Text>
            ) : (
              <UnstyledButton
                onClick={() => onAuthor(message)}
                aria-label={t('community:member.open', { name: message.author_name })}
                aria-haspopup="dialog"
                data-testid="community-author"
              >
                <Text size="xs" c="dimmed" fw={600} td="underline">
                  {message.author_name}
                  {message.author_type ? ` · ${message.author_type}` : ''}
                </Text>
              </UnstyledButton>
            )}
            {/* Text only: React escapes it, and nothing in it is turned into links or previews. */}
            <Text size="sm" className={classes.text} data-testid="community-message-body">
              {message.body}
            </Text>
            {message.seq === readSeq && (
              <Text size="xs" c="dimmed" ta="right" data-testid="community-read">
                {t('community:presence.read')}
              </Text>
            )}
          </Paper>
        );
      })}
      {outbox.map((item) => (
        <Paper
          key={item.client_id}
          p="xs"
          radius="md"
          className={classes.user}
          ml="xl"
          data-testid="community-outbox-item"
          data-status={item.status}
        >
          <Text size="sm" className={classes.text}>
            {item.body}
          </Text>
          {item.status === 'sending' ? (
            <Text size="xs" c="dimmed">
              {t('community:status.sending')}
            </Text>
          ) : (
            <Stack gap={4} mt={4}>
              <Text size="xs" c="red" role="alert">
                {t('community:status.failed')} · {failureText(t, item, i18n.language)}
              </Text>
              <Group gap="xs">
                <Button size="compact-xs" variant="light" onClick={() => onRetry(item.client_id)}>
                  {t('community:status.retry')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => onDiscard(item.client_id)}
                >
                  {t('community:status.discard')}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

const KNOWN = [
  'not_joined',
  'message_too_long',
  'empty_message',
  'rate_limited',
  'slow_mode',
  'muted',
  'crisis_signal',
  'unknown_room',
  'profile_required',
  'signed_out',
  'member_blocked',
  'unknown_member',
] as const;

/** The translation of a server error code; a code this version does not know reads as a plain failure. */
export function errorKey(
  code: string | undefined,
): `community:errors.${(typeof KNOWN)[number] | 'other'}` {
  const known = KNOWN.find((candidate) => candidate === code);
  return `community:errors.${known ?? 'other'}`;
}

/**
 * When a wait ends, as the member's clock reads it: "14:35" today, with the date on another day. Rounded
 * up to the minute, so a member who tries at the time shown is let in.
 */
export function untilLabel(at: number, now: number, locale: string): string {
  const end = new Date(Math.ceil(at / 60_000) * 60_000);
  const sameDay = end.toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { day: 'numeric', month: 'long' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(end);
}

/** Why an outbox message was not sent: a mute says until when, a wait how many seconds. */
export function failureText(
  t: TFunction<readonly ['community']>,
  item: Pick<CommunityOutboxItem, 'error' | 'retry_after' | 'retry_at'>,
  language: string,
  now = Date.now(),
): string {
  if (item.error === 'muted') {
    return item.retry_at === undefined
      ? t('community:errors.muted_a_while')
      : t('community:errors.muted', { time: untilLabel(item.retry_at, now, language) });
  }
  return t(errorKey(item.error), { seconds: item.retry_after ?? 60 });
}
