// The Mantine theme: Groeipad's calm green (deep shade so white button text keeps 4.5:1), frosted-glass cards,
// and Mantine's own English texts replaced by the user's language.
import {
  Card,
  Paper,
  createTheme,
  type MantineThemeOverride,
  type PasswordInputProps,
} from '@mantine/core';

/** Texts Mantine components would otherwise say in English. */
export type ThemeTexts = { showPassword: string };

export function appTheme(texts: ThemeTexts): MantineThemeOverride {
  return createTheme({
    primaryColor: 'teal',
    primaryShade: { light: 9, dark: 9 },
    defaultRadius: 'lg',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif',
    headings: {
      fontWeight: '650',
      // Page titles shrink on a phone, so long compounds ("Ontwikkelgegevens", "Wohlbefindensanalyse") stay
      // whole at 360 px: the test environment's Chromium does not hyphenate, and older phones neither.
      sizes: { h1: { fontSize: 'clamp(1.375rem, 0.75rem + 3.5vw, 2.125rem)' } },
    },
    components: {
      // The glass look lives in global.css (.gp-glass) and follows the path's glass intensity.
      Card: Card.extend({ classNames: { root: 'gp-glass' } }),
      Paper: Paper.extend({ classNames: { root: 'gp-glass' } }),
      // Mantine labels the show/hide button "Toggle password visibility"; aria-pressed tells its state.
      // A plain object, not PasswordInput.extend: that import would pull the component into the first route.
      PasswordInput: {
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': texts.showPassword },
        } satisfies Partial<PasswordInputProps>,
      },
    },
  });
}
