// Light / dark / auto switch (Mantine stores the choice locally).
import { namespaces } from '@groeipad/i18n';
import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];

function isScheme(value: string): value is MantineColorScheme {
  return (schemes as string[]).includes(value);
}

export function ColorSchemeControl() {
  const { t } = useTranslation(namespaces);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label={t('common:theme.label')}
      size="xs"
      value={colorScheme}
      onChange={(value) => {
        if (isScheme(value)) setColorScheme(value);
      }}
      data={schemes.map((scheme) => ({ value: scheme, label: t(`common:theme.${scheme}`) }))}
    />
  );
}
