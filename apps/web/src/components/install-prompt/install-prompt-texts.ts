// Translation keys of the install card: the domain names the context and variant, the pwa namespace
// holds their texts (its Dutch ones are the domain's installPromptMessages and installCardTexts).
import type { InstallCardVariant, InstallContext } from '@groeipad/domain';

export const installTitleKeys = {
  onboarding: 'pwa:install.titles.onboarding',
  engagement: 'pwa:install.titles.engagement',
  default: 'pwa:install.titles.default',
} as const satisfies Record<InstallCardVariant, string>;

export const installMessageKeys = {
  onboarding: 'pwa:install.messages.onboarding',
  engagement: 'pwa:install.messages.engagement',
  mainview: 'pwa:install.messages.mainview',
  none: 'pwa:install.messages.none',
} as const satisfies Record<InstallContext, string>;
