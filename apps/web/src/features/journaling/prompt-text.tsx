// A prompt's question and, under it, which side of the type it speaks to ("For your introverted intuition (Ni)").
import { promptFunction, type JournalPromptId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PromptText({
  id,
  size = 'md',
}: {
  id: JournalPromptId;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation(namespaces);
  const fn = promptFunction(id);
  return (
    <Stack gap={size === 'sm' ? 0 : 4}>
      <Text size={size} fw={500} data-testid="journal-prompt" data-prompt-id={id}>
        {t(`journal:prompts.${id}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {fn
          ? t('journal:prompt.forFunction', { name: t(`journal:functions.${fn}`), code: fn })
          : t('journal:prompt.forEveryone')}
      </Text>
    </Stack>
  );
}
