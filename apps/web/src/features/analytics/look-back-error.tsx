// What a look-back section shows when its records could not be read: a calm message and "try again".
import { Alert, Button, Stack, Text } from '@mantine/core';

type Props = { message: string; retryLabel: string; onRetry: () => void };

export function LookBackError({ message, retryLabel, onRetry }: Props) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
