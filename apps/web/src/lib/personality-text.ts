// How one preference of a test result reads: the chosen side's share, or "in balance" when neither side leads.
import {
  dimensionLetters,
  preferenceClarity,
  type Dimension,
  type DimensionScore,
} from '@groeipad/domain';
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';

type T = TFunction<typeof namespaces>;

/**
 * The share of the answers on the chosen side, 50-100, as the result bar draws it. A 0-100 strength read
 * as "0% · Lichte voorkeur" when answers were evenly split; people expect 50/50 to read as balanced.
 */
export function preferenceShare(strength: number): number {
  return Math.round(50 + Math.min(Math.max(strength, 0), 100) / 2);
}

export function preferenceText(t: T, dimension: Dimension, score: DimensionScore): string {
  const [first, second] = dimensionLetters[dimension];
  const percent = preferenceShare(score.strength);
  if (percent <= 50) {
    return t('personality:result.balanced', {
      first: t(`personality:dimensions.letters.${first}`),
      second: t(`personality:dimensions.letters.${second}`),
    });
  }
  const letter = score.letter === first ? first : second;
  return t('personality:result.preference', {
    name: t(`personality:dimensions.letters.${letter}`),
    letter,
    percent,
    clarity: t(`personality:result.clarity.${preferenceClarity(score.strength)}`),
  });
}
