// The wheel of life: a radar chart over all eight areas, with the same figures as a list for screen readers and small screens.
import type { WheelPoint } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { RadarChart } from '@mantine/charts';
import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MANTINE_COLOR } from './progress-format';

/** Longest line of an axis label before it wraps onto the next. */
const LABEL_LINE = 12;
const LINE_HEIGHT = 12;

/** Splits a label into lines of whole words, so "Persoonlijke groei" fits beside a 360 px wheel. */
export function labelLines(label: string, max = LABEL_LINE): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

type TickProps = {
  x: number | string;
  y: number | string;
  index: number;
  textAnchor: 'start' | 'middle' | 'end' | 'inherit';
  payload: { value?: unknown };
};

/** An axis label of the wheel, wrapped and small; above the centre it grows upwards, below it downwards. */
function WheelTick({ x, y, index, textAnchor, payload, count }: TickProps & { count: number }) {
  const lines = labelLines(typeof payload.value === 'string' ? payload.value : '');
  // The first area sits on top and the others follow clockwise, as recharts draws them.
  const height = Math.sin(((90 - (index * 360) / count) * Math.PI) / 180);
  const offset =
    height > 0.1
      ? -(lines.length - 1) * LINE_HEIGHT
      : height < -0.1
        ? LINE_HEIGHT * 0.75
        : (-(lines.length - 1) * LINE_HEIGHT) / 2 + 4;
  return (
    <text
      x={x}
      y={Number(y) + offset}
      textAnchor={textAnchor}
      fontSize={11}
      fill="var(--mantine-color-dimmed)"
    >
      {lines.map((line, lineIndex) => (
        <tspan key={`${lineIndex}:${line}`} x={x} dy={lineIndex === 0 ? 0 : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

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
          h={300}
          data={data}
          dataKey="area"
          withPolarRadiusAxis={false}
          polarRadiusAxisProps={{ domain: [0, 100] }}
          polarAngleAxisProps={{
            tick: (props: TickProps) => <WheelTick {...props} count={data.length} />,
          }}
          radarChartProps={{ outerRadius: '50%' }}
          series={[
            { name: 'progress', label: t('progress:wheel.series'), color: 'teal.6', opacity: 0.3 },
          ]}
        />
      </div>
      <List listStyleType="none" spacing={4} mt="sm" data-testid="wheel-values">
        {points.map((point) => {
          const area = t(`progress:areas.${point.area}`);
          return (
            <List.Item key={point.area}>
              <Group gap={4} wrap="wrap" justify="space-between">
                <Text size="sm" c={point.rated ? undefined : 'dimmed'}>
                  {point.rated
                    ? t('progress:wheel.summary', { area, value: point.progress })
                    : t('progress:wheel.unrated', { area })}
                </Text>
                {point.rated ? (
                  <Badge size="sm" variant="light" color={MANTINE_COLOR[point.color]}>
                    {t(`progress:color.${point.color}`)}
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
