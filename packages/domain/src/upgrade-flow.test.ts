import { describe, expect, it } from 'vitest';
import {
  isConversionEvent,
  PLAN_CANCEL_PATH,
  planSelectionOutcome,
  planSelectionText,
  planTierFromId,
  UPGRADE_EVENT_TYPES,
  UPGRADE_STEPS,
} from './upgrade-flow';

describe('upgrade flow', () => {
  it('lists the spec event types and steps', () => {
    expect(UPGRADE_EVENT_TYPES).toEqual([
      'page_view',
      'plan_selected',
      'payment_started',
      'payment_completed',
      'upgrade_completed',
    ]);
    expect(UPGRADE_STEPS).toEqual(['upgrade_page', 'plan_selection', 'payment', 'success']);
  });
  it('counts payment_completed and upgrade_completed as conversions', () => {
    expect(UPGRADE_EVENT_TYPES.filter(isConversionEvent)).toEqual([
      'payment_completed',
      'upgrade_completed',
    ]);
  });
});

describe('plan selection', () => {
  it('reads the tier from its name', () => {
    expect(planTierFromId('platinum')).toBe('platinum');
    expect(planTierFromId('upgrade-platinum')).toBe('platinum');
    expect(planTierFromId('gold')).toBe('gold');
    expect(planTierFromId('something')).toBe('gold');
  });
  it('sends platinum to the MET2.4 domains and gold home', () => {
    expect(planSelectionOutcome('platinum')).toEqual({
      tier: 'platinum',
      message: 'upgrade_platinum_success',
      navigateTo: '/met24-domains',
    });
    expect(planSelectionOutcome('gold')).toEqual({
      tier: 'gold',
      message: 'upgrade_gold_success',
      navigateTo: '/',
    });
    expect(PLAN_CANCEL_PATH).toBe('/');
  });
  it('has the exact Dutch alerts with the plan filled in', () => {
    expect(planSelectionText('upgrade_platinum_success', 'Jaarlijks')).toBe(
      'Upgrade naar Platinum Jaarlijks succesvol! Ontgrendel de MET2.4 domeinen!',
    );
    expect(planSelectionText('upgrade_gold_success', 'Wekelijks')).toBe(
      'Upgrade naar Gold Wekelijks succesvol! Veel plezier!',
    );
    expect(planSelectionText('upgrade_gold_success', '$&')).toBe(
      'Upgrade naar Gold $& succesvol! Veel plezier!',
    );
  });
});
