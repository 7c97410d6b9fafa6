// Something the challenge screens read failed (the member's records, or the community's week from the
// server): says so and offers to read again.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_NAMESPACES } from './challenge-texts';

export function ChallengesReadError({
  onRetry,
  message,
}: {
  onRetry: () => void;
  message?: string;
}) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  return (
    <Alert color="red" variant="light" data-testid="challenges-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? t('challenges:ui.error')}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('challenges:ui.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
