import { describe, expect, it } from 'vitest';
import {
  daysRemaining,
  formatWeeklyPrice,
  isPremiumPlan,
  isRenewable,
  isUserSubscriptionActive,
  paymentStatusCode,
  paymentStatusLabel,
  weeklyPriceText,
} from './subscriptions';

const now = 1_700_000_000_000;
const DAY = 86_400_000;
const NBSP = '\u00a0';

describe('user subscription', () => {
  it('is active only with status active and an end date in the future', () => {
    expect(isUserSubscriptionActive({ status: 'active', end_date: now + 1 }, now)).toBe(true);
    expect(isUserSubscriptionActive({ status: 'active', end_date: now }, now)).toBe(false);
    expect(isUserSubscriptionActive({ status: 'cancelled', end_date: now + DAY }, now)).toBe(false);
  });
  it('counts days remaining rounded up, 0 when past', () => {
    expect(daysRemaining({ end_date: now + 1 }, now)).toBe(1);
    expect(daysRemaining({ end_date: now + DAY }, now)).toBe(1);
    expect(daysRemaining({ end_date: now + DAY + 1 }, now)).toBe(2);
    expect(daysRemaining({ end_date: now }, now)).toBe(0);
    expect(daysRemaining({ end_date: now - 5 * DAY }, now)).toBe(0);
  });
  it('is renewable with auto_renew while active', () => {
    const active = { status: 'active', end_date: now + DAY };
    expect(isRenewable({ ...active, auto_renew: true }, now)).toBe(true);
    expect(isRenewable({ ...active, auto_renew: false }, now)).toBe(false);
    expect(isRenewable(active, now)).toBe(false);
    expect(isRenewable({ ...active, end_date: now - 1, auto_renew: true }, now)).toBe(false);
  });
});

describe('payment status', () => {
  it('has the Dutch labels', () => {
    expect(paymentStatusLabel('pending')).toBe('In behandeling');
    expect(paymentStatusLabel('completed')).toBe('Voltooid');
    expect(paymentStatusLabel('failed')).toBe('Mislukt');
    expect(paymentStatusLabel('refunded')).toBe('Terugbetaald');
  });
  it('gives unknown / Onbekend for other values', () => {
    expect(paymentStatusCode('chargeback')).toBe('unknown');
    expect(paymentStatusLabel(undefined)).toBe('Onbekend');
  });
});

describe('weekly price', () => {
  it('shows euro with 2 decimals in nl-NL', () => {
    expect(formatWeeklyPrice(4.99)).toEqual({ amount: `€${NBSP}4,99`, period: 'week' });
    expect(formatWeeklyPrice(5).amount).toBe(`€${NBSP}5,00`);
    expect(formatWeeklyPrice(1234.5).amount).toBe(`€${NBSP}1.234,50`);
    expect(formatWeeklyPrice(2.999).amount).toBe(`€${NBSP}3,00`);
    expect(weeklyPriceText(4.99)).toBe(`€${NBSP}4,99 per week`);
  });
  it('follows the locale', () => {
    expect(formatWeeklyPrice(4.99, 'en-IE').amount).toBe('€4.99');
    expect(formatWeeklyPrice(4.99, 'de-DE').amount).toBe(`4,99${NBSP}€`);
  });
});

describe('isPremiumPlan', () => {
  it('treats only free as non-premium', () => {
    expect(isPremiumPlan({ plan_id: 'free' })).toBe(false);
    expect(isPremiumPlan({ plan_id: 'gold_weekly' })).toBe(true);
  });
});
