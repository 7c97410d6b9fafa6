// The app's single i18next instance, created once at start with the spec's detection order.
import { createI18n } from '@groeipad/i18n';

export const i18n = createI18n();
