// The h1 of a diagnostics screen with its intro; long Dutch compounds ("Synchronisatiestatus") must fit a 360 px phone.
import { Stack, Text, Title } from '@mantine/core';

export function ScreenTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title
        order={1}
        fz={{ base: 24, sm: 34 }}
        style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
      >
        {title}
      </Title>
      <Text>{intro}</Text>
    </Stack>
  );
}
