// The second opinion through the server (decision 038): the device's check on the server first, then the operator's model (its /moderations, else a classification prompt), raising the level only; counted in the coach's limits.
import {
  classificationMessages,
  detectCrisis,
  raiseOnly,
  type SafetyVerdict,
} from '@groeipad/coach';
import { createOpenAiModerator } from '@groeipad/coach/openai';
import type { CoachProxyConfig } from './coach-config';
import type { CoachLimits, CoachRefusal } from './coach-limits';
import { estimatePromptTokens } from './coach-meter';

/** A classification answer is one short JSON object. */
const answerTokens = 60;
/** Longer than the device waits (3 s): a late answer is wasted, but the count must not be lost. */
const moderationTimeoutMs = 10_000;

export type ModerationAnswer =
  | { kind: 'verdict'; verdict: SafetyVerdict }
  | { kind: 'refused'; refusal: CoachRefusal }
  | { kind: 'failed' };

export type CoachModerationDeps = {
  config: CoachProxyConfig;
  limits: CoachLimits;
  fetch: typeof fetch;
};

export function createCoachModeration(deps: CoachModerationDeps) {
  const { config, limits } = deps;
  const moderator = createOpenAiModerator({
    baseURL: config.baseUrl,
    model: config.model,
    apiKey: config.apiKey,
    fetch: deps.fetch,
  });

  return async function moderate(userId: string, input: string): Promise<ModerationAnswer> {
    const device = detectCrisis(input);
    // Nothing to raise: the model is not asked and nothing is counted.
    if (device.level === 'crisis') {
      return { kind: 'verdict', verdict: { level: device.level, categories: device.categories } };
    }
    const estimate = estimatePromptTokens(classificationMessages(input)) + answerTokens;
    const admitted = await limits.admit(userId, estimate);
    if (!admitted.ok) return { kind: 'refused', refusal: admitted.refusal };
    try {
      const verdict = await moderator(input, AbortSignal.timeout(moderationTimeoutMs));
      const raised = raiseOnly(device, verdict);
      return { kind: 'verdict', verdict: { level: raised.level, categories: raised.categories } };
    } catch {
      return { kind: 'failed' };
    } finally {
      admitted.release();
    }
  };
}

export type CoachModeration = ReturnType<typeof createCoachModeration>;
