// The translator of trigger and activity suggestions in the current UI language.
import { namespaces } from '@groeipad/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './mood-tags';

export function useTagTranslate(): Translate {
  const { t } = useTranslation(namespaces);
  return useCallback<Translate>((key) => t(`moods:${key}`), [t]);
}
