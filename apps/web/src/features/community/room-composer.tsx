// Where a member writes in a room: the shared crisis check runs first (a crisis-level message is not sent and help shows at once; a concern is sent with a gentle notice), then the message goes to the outbox.
import { assessSafety, type CrisisEvent } from '@groeipad/coach';
import { COMMUNITY_MESSAGE_MAX_CHARS, normalizeLanguage } from '@groeipad/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCountry } from '../../lib/coach/coach-context';

type Props = {
  onSend: (body: string) => Promise<void>;
  /** A crisis-level check: the message stays here, help shows. */
  onCrisis: (crisis: CrisisEvent) => void;
  /** A concern (often a short everyday line, decision 038): the message is sent, a gentle notice shows. */
  onConcern: (concern: CrisisEvent) => void;
};

/**
 * The check the composer runs before a message leaves. Only the crisis level holds a message back, as
 * the server does (decision 040): blocking on concern would stop ordinary lines such as "nu wel".
 */
export function crisisBeforeSending(
  text: string,
  language: string,
): { hold: CrisisEvent | null; notice: CrisisEvent | null } {
  const found = assessSafety(text, normalizeLanguage(language), deviceCountry());
  if (!found) return { hold: null, notice: null };
  return found.assessment.level === 'crisis'
    ? { hold: found, notice: null }
    : { hold: null, notice: found };
}

export function RoomComposer({ onSend, onCrisis, onConcern }: Props) {
  const { t, i18n } = useTranslation(['community']);
  const [text, setText] = useState('');
  const tooLong = [...text.trim()].length > COMMUNITY_MESSAGE_MAX_CHARS;

  async function submit() {
    const body = text.trim();
    if (body === '' || tooLong) return;
    // The server refuses a crisis too (422 crisis_signal); checking here shows help without a round trip.
    const { hold, notice } = crisisBeforeSending(body, i18n.language);
    if (hold) {
      onCrisis(hold);
      return;
    }
    if (notice) onConcern(notice);
    // Cleared once the outbox holds it (from then on it is never lost), unless more was typed meanwhile.
    await onSend(body);
    setText((current) => (current.trim() === body ? '' : current));
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={4}>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <Textarea
            flex={1}
            autosize
            minRows={1}
            maxRows={5}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
            placeholder={t('community:composer.placeholder')}
            aria-label={t('community:composer.label')}
            error={tooLong ? ' ' : undefined}
            data-testid="community-input"
          />
          <Button
            type="submit"
            disabled={text.trim() === '' || tooLong}
            data-testid="community-send"
          >
            {t('community:composer.send')}
          </Button>
        </Group>
        {tooLong && (
          <Text size="xs" c="red" role="alert">
            {t('community:composer.tooLong', { max: COMMUNITY_MESSAGE_MAX_CHARS })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
