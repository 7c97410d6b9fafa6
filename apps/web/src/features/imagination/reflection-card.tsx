// The reflection after a saved step: the person's words mirrored back, set apart from the prompt.
import { namespaces } from '@groeipad/i18n';
import { Blockquote, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './imagination.module.css';

export function ReflectionCard({ text }: { text: string }) {
  const { t } = useTranslation(namespaces);
  return (
    <Blockquote
      color="teal"
      radius="md"
      p="md"
      data-testid="imagination-reflection"
      aria-live="polite"
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {t('imagination:session.reflectionTitle')}
      </Text>
      <Text className={classes.words}>{text}</Text>
    </Blockquote>
  );
}
