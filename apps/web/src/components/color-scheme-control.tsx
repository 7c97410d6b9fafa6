// Light / dark / auto switch (Mantine stores the choice locally): a segmented control on wide screens,
// one button that cycles through the three on phones.
import {
  ActionIcon,
  SegmentedControl,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];
const symbols: Record<MantineColorScheme, string> = { light: '☀', dark: '☾', auto: '◐' };

function isScheme(value: string): value is MantineColorScheme {
  return (schemes as string[]).includes(value);
}

export function ColorSchemeControl() {
  const { t } = useTranslation(namespaces);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const next = schemes[(schemes.indexOf(colorScheme) + 1) % schemes.length] ?? 'auto';
  return (
    <>
      <SegmentedControl
        visibleFrom="sm"
        aria-label={t('common:theme.label')}
        size="xs"
        value={colorScheme}
        onChange={(value) => {
          if (isScheme(value)) setColorScheme(value);
        }}
        data={schemes.map((scheme) => ({ value: scheme, label: t(`common:theme.${scheme}`) }))}
      />
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label={`${t('common:theme.label')}: ${t(`common:theme.${colorScheme}`)}`}
        title={t(`common:theme.${next}`)}
        onClick={() => setColorScheme(next)}
      >
        {symbols[colorScheme]}
      </ActionIcon>
    </>
  );
}
