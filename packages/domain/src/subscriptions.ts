// Subscription rules: activity, days remaining, renewal, payment labels, weekly price (SPEC 3, 4, 9).
import { DAY_MS } from './time';

export type UserSubscriptionInput = { status: string; end_date: number; auto_renew?: boolean };

/** Active only while status is 'active' and the end date lies strictly after `now`. */
export function isUserSubscriptionActive(sub: UserSubscriptionInput, now: number): boolean {
  return sub.status === 'active' && sub.end_date > now;
}

/** Whole days left, rounded up (one ms left is one day); 0 once the end date has passed. */
export function daysRemaining(sub: { end_date: number }, now: number): number {
  return Math.max(0, Math.ceil((sub.end_date - now) / DAY_MS));
}

/** Renewable when auto_renew is set and the subscription is active. */
export function isRenewable(sub: UserSubscriptionInput, now: number): boolean {
  return sub.auto_renew === true && isUserSubscriptionActive(sub, now);
}

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusLabels: Record<PaymentStatusCode, string> = {
  pending: 'In behandeling',
  completed: 'Voltooid',
  failed: 'Mislukt',
  refunded: 'Terugbetaald',
};

export function paymentStatusCode(
  status: string | null | undefined,
): PaymentStatusCode | 'unknown' {
  return PAYMENT_STATUSES.find((value) => value === status) ?? 'unknown';
}

/** The Dutch label; 'Onbekend' for a status the spec does not list. */
export function paymentStatusLabel(status: string | null | undefined): string {
  const code = paymentStatusCode(status);
  return code === 'unknown' ? 'Onbekend' : paymentStatusLabels[code];
}

export type WeeklyPrice = { amount: string; period: 'week' };

/** The price in euro with exactly 2 decimals ('€ 4,99' in nl-NL), and the period as a code. */
export function formatWeeklyPrice(price: number, locale = 'nl-NL'): WeeklyPrice {
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price);
  return { amount, period: 'week' };
}

/** The Dutch display text, '€ 4,99 per week'. */
export function weeklyPriceText(price: number, locale = 'nl-NL'): string {
  return `${formatWeeklyPrice(price, locale).amount} per week`;
}

/** Every plan except 'free' is premium. */
export function isPremiumPlan(plan: { plan_id: string }): boolean {
  return plan.plan_id !== 'free';
}
