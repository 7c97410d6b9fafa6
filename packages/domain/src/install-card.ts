// The install card's variant per context: title, pulse and priority (SPEC 2 "Install-prompt card").
import type { InstallContext, InstallPriority } from './install-prompt';

export const PRODUCT_NAME = 'Groeipad';

export type InstallCardVariant = 'onboarding' | 'engagement' | 'default';

export type InstallCard = {
  variant: InstallCardVariant;
  title: string;
  pulsing: boolean;
  priority: InstallPriority;
};

export const installCardTexts = {
  onboardingTitle: `Welkom bij ${PRODUCT_NAME}!`,
  engagementTitle: 'Je bent een actieve gebruiker!',
  defaultTitle: `Installeer ${PRODUCT_NAME}`,
  install: 'Installeer',
  later: 'Later',
} as const;

/** Main view and anything else share the default card. */
export function installCard(context: InstallContext): InstallCard {
  if (context === 'onboarding') {
    return {
      variant: 'onboarding',
      title: installCardTexts.onboardingTitle,
      pulsing: true,
      priority: 'high',
    };
  }
  if (context === 'engagement') {
    return {
      variant: 'engagement',
      title: installCardTexts.engagementTitle,
      pulsing: false,
      priority: 'medium',
    };
  }
  return {
    variant: 'default',
    title: installCardTexts.defaultTitle,
    pulsing: false,
    priority: 'low',
  };
}
