// Turns a form error into its message in the interface language.
import { namespaces } from '@groeipad/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFormError } from './task-form';

export function useErrorText(): (error: TaskFormError | undefined) => string | undefined {
  const { t } = useTranslation(namespaces);
  return useCallback(
    (error) => (error ? t(error.key, { max: 'max' in error ? error.max : 0 }) : undefined),
    [t],
  );
}
