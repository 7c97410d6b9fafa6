// The member's challenge records could not be read: says nothing is lost and offers to read again.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_NAMESPACES } from './challenge-texts';

export function ChallengesReadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  return (
    <Alert color="red" variant="light" data-testid="challenges-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('challenges:ui.error')}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('challenges:ui.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
