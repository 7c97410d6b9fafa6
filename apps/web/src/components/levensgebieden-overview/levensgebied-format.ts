// Display helpers of the levensgebieden: spec colours as Mantine colours, score bands and "time since" as keys.
import { scoreBand, type ScoreBand, type TimeSince } from '@groeipad/domain';
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';

// The display colours map to Mantine's as everywhere else (components/life-progress).
export { MANTINE_COLOR } from '../life-progress/progress-format';

export function bandKey(score: number): `lifeAreas:score.band.${ScoreBand}` {
  return `lifeAreas:score.band.${scoreBand(score)}`;
}

/** One decimal in the UI language: 7,5 in Dutch, 7.5 in English. */
export function formatScore(score: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(score);
}

export function formatDay(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(ms);
}

export function sinceText(t: TFunction<typeof namespaces>, since: TimeSince): string {
  switch (since.kind) {
    case 'today':
      return t('lifeAreas:since.today');
    case 'yesterday':
      return t('lifeAreas:since.yesterday');
    case 'days':
      return t('lifeAreas:since.days', { n: since.count });
    case 'weeks':
      return since.count === 1
        ? t('lifeAreas:since.week')
        : t('lifeAreas:since.weeks', { n: since.count });
    case 'months':
      return since.count === 1
        ? t('lifeAreas:since.month')
        : t('lifeAreas:since.months', { n: since.count });
  }
}
