// Placeholders with the shape of the home cards while the user record is read.
import { Box, Card, Skeleton, Stack } from '@mantine/core';
import { useHomeLayout } from './home-layout';

export function LoadingSection() {
  const calm = useHomeLayout() === 'calm';
  const bars = (
    <Stack gap="sm">
      <Skeleton h={22} w="40%" />
      <Skeleton h={64} />
    </Stack>
  );
  return calm ? (
    <Box aria-hidden="true">{bars}</Box>
  ) : (
    <Card withBorder radius="md" p="lg" aria-hidden="true">
      {bars}
    </Card>
  );
}
