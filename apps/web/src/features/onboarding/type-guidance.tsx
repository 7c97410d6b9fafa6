// The guidance we wrote per type: strengths, growth areas, communication style, stress triggers, coping strategies.
import type { MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LISTS = ['strengths', 'growthAreas', 'stressTriggers', 'copingStrategies'] as const;
const ITEMS = ['1', '2', '3', '4'] as const;

export function TypeGuidance({ type }: { type: MbtiType }) {
  const { t } = useTranslation(namespaces);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {LISTS.map((list) => (
        <Stack key={list} gap={6}>
          <Title order={3} size="h5">
            {t(`onboarding:result.${list}`)}
          </Title>
          <List size="sm" spacing={4}>
            {ITEMS.map((item) => (
              <List.Item key={item}>{t(`types:${type}.${list}.${item}`)}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('onboarding:result.communicationStyle')}
        </Title>
        <Text size="sm">{t(`types:${type}.communicationStyle`)}</Text>
      </Stack>
    </SimpleGrid>
  );
}
