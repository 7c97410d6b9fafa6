// The nine life areas as cards; choosing one starts a guided session about it.
import { LEVENSGEBIEDEN, type LevensgebiedId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { onChoose: (levensgebied: LevensgebiedId) => void; busy: boolean };

export function AreaPicker({ onChoose, busy }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm" component="section" aria-labelledby="imagination-areas-heading">
      <Title order={2} size="h3" id="imagination-areas-heading">
        {t('imagination:areas.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {LEVENSGEBIEDEN.map((id) => {
          const title = t(`imagination:areas.items.${id}.title`);
          return (
            <Card
              key={id}
              withBorder
              radius="md"
              padding="md"
              data-testid={`imagination-area-${id}`}
            >
              <Stack gap="xs" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`imagination:areas.items.${id}.description`)}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  size="sm"
                  onClick={() => onChoose(id)}
                  disabled={busy}
                  aria-label={t('imagination:areas.startLabel', { area: title })}
                >
                  {t('imagination:areas.start')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
