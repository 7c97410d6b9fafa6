// Light / dark / auto switch (Mantine stores the choice locally): a segmented control of native radios on
// wide screens, one button that cycles through the three on phones.
import { ActionIcon, Box, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import classes from './color-scheme-control.module.css';

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
      <Box
        visibleFrom="sm"
        role="radiogroup"
        aria-label={t('common:theme.label')}
        className={classes.group}
      >
        {schemes.map((scheme) => (
          <label
            key={scheme}
            className={classes.segment}
            data-active={scheme === colorScheme || undefined}
          >
            <input
              type="radio"
              className={classes.input}
              name="gp-header-color-scheme"
              value={scheme}
              checked={scheme === colorScheme}
              onChange={(event) => {
                if (isScheme(event.currentTarget.value)) setColorScheme(event.currentTarget.value);
              }}
            />
            {t(`common:theme.${scheme}`)}
          </label>
        ))}
      </Box>
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
