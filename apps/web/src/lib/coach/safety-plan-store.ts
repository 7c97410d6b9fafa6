// The user's personal safety plan: on this device only (localStorage), never synced or sent anywhere.
import { emptySafetyPlan, safetyPlanSchema } from '@groeipad/coach';
import type { SafetyPlan } from '@groeipad/coach';

const STORAGE_KEY = 'groeipad.safety-plan';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readSafetyPlan(): SafetyPlan {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return emptySafetyPlan();
  try {
    const parsed = safetyPlanSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySafetyPlan();
  } catch {
    return emptySafetyPlan();
  }
}

/** Throws (with the schema's message) when the plan is not valid, so nothing half-valid is stored. */
export function saveSafetyPlan(plan: SafetyPlan): void {
  const valid = safetyPlanSchema.parse(plan);
  const target = storage();
  if (!target) throw new Error('storage unavailable');
  target.setItem(STORAGE_KEY, JSON.stringify(valid));
}
