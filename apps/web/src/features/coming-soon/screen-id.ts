// The screens that have a title and a one-line purpose in the `routes` namespace.
import type { TranslationResources } from '@groeipad/i18n';

export type ScreenId = keyof TranslationResources['routes']['screens'];
