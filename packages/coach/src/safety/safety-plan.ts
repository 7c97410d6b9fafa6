// A personal safety plan (Stanley-Brown style) that stays on the device: its shape and an empty one.
import { z } from 'zod';

/** The plan's sections in the order they are filled in, from noticing to reasons for living. */
export const safetyPlanSections = [
  'warningSigns',
  'copingStrategies',
  'distractions',
  'peopleToAsk',
  'professionals',
  'safeEnvironment',
  'reasonsToLive',
] as const;
export type SafetyPlanSection = (typeof safetyPlanSections)[number];

/** Bounds keep the plan small enough to read in a bad moment and to store safely. */
export const safetyPlanLimits = { itemLength: 300, itemsPerSection: 20 } as const;

const items = z
  .array(z.string().trim().min(1).max(safetyPlanLimits.itemLength))
  .max(safetyPlanLimits.itemsPerSection);

export const safetyPlanSchema = z
  .object({
    /** Thoughts, feelings or situations that tell me a crisis may be coming. */
    warningSigns: items,
    /** Things I can do on my own to take my mind off it. */
    copingStrategies: items,
    /** People and places that distract me and help me feel better. */
    distractions: items,
    /** People I can ask for help (name and how to reach them). */
    peopleToAsk: items,
    /** Professionals and services I can contact, including crisis lines. */
    professionals: items,
    /** How I make my surroundings safe (e.g. medicines kept away). */
    safeEnvironment: items,
    /** What is most important to me and worth living for. */
    reasonsToLive: items,
    /** Epoch milliseconds of the last change, set by the caller (pure code takes no clock). */
    updatedAt: z.number().int().nonnegative(),
  })
  .strict();
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

/** A plan with every section empty; pass `now` when creating one for real. */
export function emptySafetyPlan(now = 0): SafetyPlan {
  return {
    warningSigns: [],
    copingStrategies: [],
    distractions: [],
    peopleToAsk: [],
    professionals: [],
    safeEnvironment: [],
    reasonsToLive: [],
    updatedAt: now,
  };
}
