// Upgrade flow: event types, steps, conversions and the outcome of choosing a plan (SPEC 2, 4).
export const UPGRADE_EVENT_TYPES = [
  'page_view',
  'plan_selected',
  'payment_started',
  'payment_completed',
  'upgrade_completed',
] as const;
export type UpgradeEventType = (typeof UPGRADE_EVENT_TYPES)[number];

export const UPGRADE_STEPS = ['upgrade_page', 'plan_selection', 'payment', 'success'] as const;
export type UpgradeStep = (typeof UPGRADE_STEPS)[number];

export function isConversionEvent(eventType: string): boolean {
  return eventType === 'payment_completed' || eventType === 'upgrade_completed';
}

export type PlanTier = 'platinum' | 'gold';

/** A tier naming 'platinum' is platinum; every other tier is treated as gold, as the spec's "otherwise". */
export function planTierFromId(tier: string): PlanTier {
  return tier.toLowerCase().includes('platinum') ? 'platinum' : 'gold';
}

export type PlanSelectionOutcome = {
  tier: PlanTier;
  message: 'upgrade_platinum_success' | 'upgrade_gold_success';
  navigateTo: '/met24-domains' | '/';
};

export const PLAN_CANCEL_PATH = '/';

/** Platinum unlocks the MET2.4 domains and goes there; gold goes home. */
export function planSelectionOutcome(tier: string): PlanSelectionOutcome {
  return planTierFromId(tier) === 'platinum'
    ? { tier: 'platinum', message: 'upgrade_platinum_success', navigateTo: '/met24-domains' }
    : { tier: 'gold', message: 'upgrade_gold_success', navigateTo: '/' };
}

export const planSelectionTexts: Record<PlanSelectionOutcome['message'], string> = {
  upgrade_platinum_success:
    'Upgrade naar Platinum {plan} succesvol! Ontgrendel de MET2.4 domeinen!',
  upgrade_gold_success: 'Upgrade naar Gold {plan} succesvol! Veel plezier!',
};

/** The spec's Dutch alert with {plan} filled in. */
export function planSelectionText(message: PlanSelectionOutcome['message'], plan: string): string {
  return planSelectionTexts[message].replace('{plan}', () => plan);
}
