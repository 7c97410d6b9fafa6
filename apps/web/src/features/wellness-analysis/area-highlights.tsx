// The strongest and the weakest areas side by side (one above the other on a phone).
import type { AssessmentReading } from '@groeipad/coach';
import type { WellnessItemId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Highlight({ kind, ids }: { kind: 'strongest' | 'weakest'; ids: WellnessItemId[] }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="lg" radius="md" component="section" data-testid={`wellness-${kind}`}>
      <Title order={3} size="h4" mb="xs">
        {t(`insights:wellnessAnalysis.${kind}.title`)}
      </Title>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('insights:wellnessAnalysis.evenlySpread')}
        </Text>
      ) : (
        <List spacing={4}>
          {ids.map((id) => (
            <List.Item key={id}>{t(`insights:wellnessAnalysis.areas.${id}`)}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

export function AreaHighlights({ latest }: { latest: AssessmentReading }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Highlight kind="strongest" ids={latest.strongest} />
      <Highlight kind="weakest" ids={latest.weakest} />
    </SimpleGrid>
  );
}
