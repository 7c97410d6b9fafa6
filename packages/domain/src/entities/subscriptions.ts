// Subscription and payment entities: plans, user subscriptions, payments, upgrade funnel, feature usage (SPEC.md 3).
import { z } from 'zod';
import { entity, timestamp } from './base';
import { subscriptionStatusSchema, subscriptionTierSchema } from './enums';
import { amount, count, jsonText, label, longText, name, refId, url, userId } from './fields';

export const subscriptionPlanSchema = entity({
  /** The plan 'free' is the non-premium one. */
  plan_id: refId,
  name,
  description: longText.optional(),
  /** Euro per week. */
  price_weekly: amount,
  price_monthly: amount.optional(),
  duration_days: count,
  /** JSON list of feature names. */
  features: jsonText,
  is_active: z.boolean(),
  is_featured: z.boolean(),
  /** Added: the tier a plan grants (plan selection works with a plan id and a tier). */
  tier: subscriptionTierSchema.optional(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const userSubscriptionSchema = entity({
  user_id: userId,
  plan_id: refId,
  subscription_id: refId,
  status: subscriptionStatusSchema,
  start_date: timestamp,
  end_date: timestamp,
  auto_renew: z.boolean(),
  payment_method: label.optional(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const paymentStatusSchema = z.enum(['pending', 'completed', 'failed', 'refunded']);

export const paymentTransactionSchema = entity({
  user_id: userId,
  subscription_id: refId,
  transaction_id: refId,
  amount,
  /** ISO 4217 code, e.g. EUR. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: paymentStatusSchema,
  payment_method: label,
  payment_provider: label,
  receipt_url: url.optional(),
  error_message: z.string().max(5_000).optional(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export const upgradeEventTypeSchema = z.enum([
  'page_view',
  'plan_selected',
  'payment_started',
  'payment_completed',
  'upgrade_completed',
]);
export const upgradeStepSchema = z.enum(['upgrade_page', 'plan_selection', 'payment', 'success']);

export const upgradeFlowEventSchema = entity({
  user_id: userId,
  event_type: upgradeEventTypeSchema,
  plan_id: refId.optional(),
  step: upgradeStepSchema,
  session_id: refId.optional(),
});
export type UpgradeFlowEvent = z.infer<typeof upgradeFlowEventSchema>;

export const featureUsageSchema = entity({
  user_id: userId,
  feature_name: name,
  usage_count: count,
  last_used: timestamp.optional(),
  /** Absent means unlimited. */
  monthly_limit: count.optional(),
  /** The month usage_count counts, as YYYY-MM. */
  current_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  reset_date: timestamp.optional(),
  /** e.g. monthly. */
  period: label.optional(),
});
export type FeatureUsage = z.infer<typeof featureUsageSchema>;
