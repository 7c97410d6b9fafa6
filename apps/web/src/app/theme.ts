// The Mantine theme: Groeipad's calm green, rounded glass-like cards.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'lg',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif',
  headings: { fontWeight: '650' },
});
