// Display helpers of the wellness analysis: dates and numbers in the interface language, band colours.
import type { AreaBand } from '@groeipad/coach';

export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(ms);
}

export function formatNumber(value: number, language: string, decimals = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** +25, −25 (a real minus sign) or 0, as people expect a change to read. */
export function formatDelta(delta: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' })
    .format(delta)
    .replace('-', '−');
}

export const BAND_COLORS: Record<AreaBand, string> = {
  strong: 'teal',
  middle: 'yellow',
  attention: 'red',
};
