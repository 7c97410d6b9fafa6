// The app's single i18next instance: the language's first-screen texts loaded before the first render
// (main.tsx waits for them), the rest right after (screens other than home wait for that); other languages
// load when the user picks one.
import { currentLanguage, ensureLanguage, startI18n } from '@groeipad/i18n';
import type { i18n as I18n } from 'i18next';

export const i18nReady: Promise<I18n> = startI18n();

/** Every namespace of the active language; a chunk that cannot load is logged, as startI18n does. */
export const allTextsReady: Promise<void> = i18nReady
  .then((i18n) => ensureLanguage(i18n, currentLanguage(i18n)))
  .catch((error: unknown) => {
    console.error('Loading translations failed', error);
  });
