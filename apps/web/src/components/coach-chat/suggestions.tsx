// Conversation starters: one tap sends them, so a first message is never a blank page.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  greeting: string;
  suggestions: string[];
  disabled: boolean;
  onPick: (text: string) => void;
};

export function Suggestions({ greeting, suggestions, disabled, onPick }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm" data-testid="coach-empty">
      <Text>{greeting}</Text>
      <Text size="sm" c="dimmed">
        {t('coach:suggestions.title')}
      </Text>
      <Group gap="xs">
        {suggestions.map((suggestion) => (
          <Button
            key={suggestion}
            variant="light"
            size="compact-sm"
            radius="xl"
            disabled={disabled}
            onClick={() => onPick(suggestion)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
            h="auto"
            py={6}
          >
            {suggestion}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
