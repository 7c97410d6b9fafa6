// "120 words" or "350 文字": a text's length in the unit the domain chose for it (decision in textLength).
import { textLength } from '@groeipad/domain';
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';

export function lengthLabel(
  t: TFunction<typeof namespaces>,
  text: string | null | undefined,
): string {
  const { unit, count } = textLength(text);
  return unit === 'words'
    ? t('journal:stats.words', { count })
    : t('journal:stats.characters', { count });
}
