// Text colours for status badges: Mantine's light badges are too faint to read (axe colour contrast) in both schemes.
import type { MantineColor } from '@mantine/core';

/**
 * The darkest shade, darkened further, on light backgrounds (teal 9 alone is 4.47:1 on its light
 * badge, just short of 4.5) and a pale shade in dark mode.
 */
export function toneText(color: MantineColor): string {
  const dark = `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, black)`;
  return `light-dark(${dark}, var(--mantine-color-${color}-2))`;
}
