// Display helpers of the holistic check: dates, signed changes, band colours and the time point's label.
import { areaBand } from '@groeipad/coach';

export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(ms);
}

/** +25, −25 (a real minus sign) or 0. */
export function formatDelta(delta: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' })
    .format(delta)
    .replace('-', '−');
}

const BAND_COLORS = { strong: 'teal', middle: 'yellow', attention: 'red' } as const;

export function scoreColor(score: number): string {
  return BAND_COLORS[areaBand(score)];
}

export type TimePointLabel =
  { key: 'baseline' | 'onboarding' | 'other' } | { key: 'week'; week: number };

/** 'baseline', 'onboarding' and 'week_N' have their own text; anything else reads as a plain check. */
export function timePointLabel(timePoint: string): TimePointLabel {
  if (timePoint === 'baseline' || timePoint === 'onboarding') return { key: timePoint };
  const week = /^week_(\d+)$/.exec(timePoint);
  return week?.[1] ? { key: 'week', week: Number(week[1]) } : { key: 'other' };
}
