// Where the user writes: Enter sends, Shift+Enter starts a new line; problems are said in words.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH } from '../../lib/coach/conversation-store';
import type { SendProblem } from '../../lib/coach/use-coach-conversation';

type Props = {
  busy: boolean;
  problem: SendProblem | null;
  onSend: (text: string) => Promise<boolean>;
};

export function Composer({ busy, problem, onSend }: Props) {
  const { t } = useTranslation(namespaces);
  const [text, setText] = useState('');
  async function submit() {
    if (busy) return;
    // Cleared only once the message is stored; on failure the text stays so nothing is lost.
    if (await onSend(text)) setText('');
  }
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
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
            maxRows={6}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
            placeholder={t('coach:composer.placeholder')}
            aria-label={t('coach:composer.label')}
            error={tooLong || problem ? ' ' : undefined}
            data-testid="coach-input"
          />
          <Button type="submit" loading={busy} data-testid="coach-send">
            {t('coach:composer.send')}
          </Button>
        </Group>
        {tooLong && (
          <Text size="xs" c="red" role="alert">
            {t('coach:problems.tooLong', { max: MAX_MESSAGE_LENGTH })}
          </Text>
        )}
        {!tooLong && problem && (
          <Text size="xs" c="red" role="alert">
            {t(`coach:problems.${problem}`, { max: MAX_MESSAGE_LENGTH })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
