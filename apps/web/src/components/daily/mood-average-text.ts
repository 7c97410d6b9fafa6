// The app's one average mood in words (docs/decisions/039): the figure, its period and what it counts, alike on every screen.
import type { MoodAverage } from '@groeipad/domain';
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';

/** "Gemiddelde stemming 3,4 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer." */
export function moodAverageText(
  t: TFunction<typeof namespaces>,
  language: string,
  mood: MoodAverage,
  days: number,
): string {
  if (mood.average === null) return t('daily:moodAverage.none', { days });
  const average = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(mood.average);
  return t('daily:moodAverage.line', { average, days });
}
