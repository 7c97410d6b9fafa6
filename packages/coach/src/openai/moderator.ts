// The second opinion from an OpenAI-compatible endpoint: its /moderations where it has one, else a short classification prompt with a strict JSON answer.
import OpenAI from 'openai';
import {
  classificationMessages,
  parseClassification,
  verdictOfModeration,
  type ModerationResult,
  type SafetyModerator,
} from '../safety/second-opinion';
import { createClient, type OpenAiCompatibleOptions } from './provider';

export type ModeratorOptions = Pick<OpenAiCompatibleOptions, 'baseURL' | 'apiKey' | 'fetch'> & {
  /** The chat model, for endpoints without /moderations (Ollama, LM Studio, llama.cpp). */
  model: string;
};

/** Answers that mean "this endpoint has no moderation here", not "the request failed". */
function unsupported(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError)) return false;
  const status: unknown = error.status;
  return typeof status === 'number' && [400, 404, 405, 422, 501].includes(status);
}

/**
 * A moderator for one endpoint. The first call tries /moderations; when the endpoint has none, this
 * moderator classifies with the chat model from then on. Every failure rejects (the caller keeps the
 * device's answer); nothing is retried.
 */
export function createOpenAiModerator(options: ModeratorOptions): SafetyModerator {
  const client = createClient(options);
  let mode: 'moderations' | 'prompt' = 'moderations';

  async function classify(text: string, signal: AbortSignal) {
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        messages: classificationMessages(text),
        temperature: 0,
        max_tokens: 60,
        stream: false,
      },
      { signal, maxRetries: 0 },
    );
    const verdict = parseClassification(completion.choices[0]?.message.content ?? '');
    if (!verdict) throw new Error('the model did not answer with the classification asked for');
    return verdict;
  }

  return async (text, signal) => {
    if (mode === 'prompt') return classify(text, signal);
    try {
      const answer = await client.moderations.create({ input: text }, { signal, maxRetries: 0 });
      const result = answer.results[0] as ModerationResult | undefined;
      if (!result) throw new Error('the moderation answer held no result');
      return verdictOfModeration(result);
    } catch (error) {
      if (signal.aborted || !unsupported(error)) throw error;
      mode = 'prompt';
      return classify(text, signal);
    }
  };
}
