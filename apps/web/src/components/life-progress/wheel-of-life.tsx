// The wheel of life: a radar chart over all eight areas, with the same figures as a list for screen readers and small screens.
import type { WheelPoint } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { RadarChart } from '@mantine/charts';
import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MANTINE_COLOR } from './progress-format';

export function WheelOfLife({ points }: { points: readonly WheelPoint[] }) {
  const { t } = useTranslation(namespaces);
  const data = points.map((point) => ({
    area: t(`progress:areas.${point.area}`),
    progress: point.progress,
  }));
  return (
    <Card withBorder padding="md" radius="lg" data-testid="wheel-of-life">
      <Title order={3} size="h4" mb="xs">
        {t('progress:wheel.title')}
      </Title>
      <div role="img" aria-label={t('progress:wheel.label')}>
        <RadarChart
          h={280}
          data={data}
          dataKey="area"
          withPolarRadiusAxis={false}
          polarRadiusAxisProps={{ domain: [0, 100] }}
          series={[
            { name: 'progress', label: t('progress:wheel.series'), color: 'teal.6', opacity: 0.3 },
          ]}
        />
      </div>
      <List listStyleType="none" spacing={4} mt="sm" data-testid="wheel-values">
        {points.map((point) => (
          <List.Item key={point.area}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">
                {t('progress:wheel.summary', {
                  area: t(`progress:areas.${point.area}`),
                  value: point.progress,
                })}
              </Text>
              <Badge size="sm" variant="light" color={MANTINE_COLOR[point.color]}>
                {t(`progress:color.${point.color}`)}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
