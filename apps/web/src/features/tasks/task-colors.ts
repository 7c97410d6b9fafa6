// Maps the domain's colour names for priorities and statuses onto Mantine palette colours.
import type { TaskColor } from '@groeipad/domain';

const mantineColors: Record<TaskColor, string> = {
  danger: 'red',
  warning: 'yellow',
  success: 'green',
  primary: 'teal',
  default: 'gray',
};

export function mantineColor(color: TaskColor): string {
  return mantineColors[color];
}
