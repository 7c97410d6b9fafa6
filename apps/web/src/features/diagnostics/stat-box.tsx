// One labelled figure (records, pending changes...): a row on phones, a tile from the xs breakpoint; skeleton while loading.
import { Flex, Paper, Skeleton, Text } from '@mantine/core';

type Props = { label: string; value?: number | undefined; testId?: string };

export function StatBox({ label, value, testId }: Props) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs" data-testid={testId}>
      <Flex
        direction={{ base: 'row', xs: 'column' }}
        justify={{ base: 'space-between', xs: 'flex-start' }}
        align={{ base: 'center', xs: 'flex-start' }}
        gap={4}
      >
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton h={28} w={48} />
        ) : (
          <Text fz={24} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
        )}
      </Flex>
    </Paper>
  );
}
