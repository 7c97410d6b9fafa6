// Display helpers of the life-progress views: the spec's colour names as Mantine colours, and dates in the UI language.
import type { DisplayColor } from '@groeipad/domain';

export const MANTINE_COLOR: Record<DisplayColor, string> = {
  success: 'teal',
  warning: 'yellow',
  primary: 'blue',
  danger: 'red',
};

export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(ms);
}
