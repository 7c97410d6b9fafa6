// The app's single i18next instance: the language detected in the spec's order, loaded before the first
// render (main.tsx waits for it); other languages load when the user picks one.
import { startI18n } from '@groeipad/i18n';
import type { i18n as I18n } from 'i18next';

export const i18nReady: Promise<I18n> = startI18n();
