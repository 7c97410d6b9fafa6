// Language picker with the seven supported languages by their own names; the choice is cached by i18next.
import { namespaces } from '@groeipad/i18n';
import { supportedLanguages } from '@groeipad/domain';
import { changeLanguage } from '@groeipad/i18n';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LanguageSelect() {
  const { t, i18n } = useTranslation(namespaces);
  return (
    <NativeSelect
      aria-label={t('common:language.label')}
      value={i18n.resolvedLanguage ?? 'nl'}
      onChange={(event) => void changeLanguage(i18n, event.currentTarget.value)}
      data={supportedLanguages.map((lng) => ({
        value: lng,
        label: t(`common:language.names.${lng}`),
      }))}
      size="xs"
    />
  );
}
