// Mood over days as a line of daily means on the 1–5 scale, its axis marked with the mood faces; days without a
// mood stay gaps.
import { moodEmoji } from '@groeipad/domain';
import { LineChart, type LineChartProps } from '@mantine/charts';

type Props = Pick<LineChartProps, 'h' | 'valueFormatter' | 'dotProps' | 'activeDotProps'> & {
  /** One point a day: `label` on the x-axis, `mood` the day's mean or null. */
  data: { label: string; mood: number | null }[];
  /** The line's name in the tooltip. */
  seriesLabel: string;
};

export function MoodLineChart({
  h,
  data,
  seriesLabel,
  valueFormatter,
  dotProps,
  activeDotProps,
}: Props) {
  return (
    <LineChart
      h={h}
      data={data}
      dataKey="label"
      series={[{ name: 'mood', label: seriesLabel, color: 'teal.6' }]}
      connectNulls={false}
      curveType="monotone"
      withDots
      dotProps={dotProps}
      activeDotProps={activeDotProps}
      strokeWidth={2}
      gridAxis="y"
      yAxisProps={{
        domain: [1, 5],
        ticks: [1, 2, 3, 4, 5],
        tickFormatter: (value: number) => moodEmoji(value),
        width: 36,
      }}
      xAxisProps={{ minTickGap: 24 }}
      valueFormatter={valueFormatter}
    />
  );
}
