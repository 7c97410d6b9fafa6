// The offline coach as a CoachProvider: always available, streams its reply sentence by sentence.
import type { CoachChunk, CoachProvider, CoachRequest } from '../types';
import { runTurn } from './engine';
import { hashString, seededRandom } from './random';
import { sentenceSeparator } from './sentences';

export type OfflineCoachOptions = {
  /** Source of variation in wording; defaults to one seeded by the conversation so replies are reproducible. */
  random?: () => number;
};

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('The offline coach reply was aborted.');
}

function defaultRandom(request: CoachRequest): () => number {
  const seed = request.messages.map((message) => `${message.role}:${message.content}`).join('\n');
  return seededRandom(hashString(seed));
}

async function* stream(
  request: CoachRequest,
  options: OfflineCoachOptions,
): AsyncIterable<CoachChunk> {
  const { signal } = request;
  if (signal?.aborted) throw abortError(signal);
  const turn = runTurn(request, options.random ?? defaultRandom(request));
  const separator = sentenceSeparator(turn.language);
  for (const [index, sentence] of turn.sentences.entries()) {
    // Yield to the event loop between sentences so the UI can render them as they come.
    await Promise.resolve();
    if (signal?.aborted) throw abortError(signal);
    yield { type: 'text', text: index === 0 ? sentence : `${separator}${sentence}` };
  }
  yield { type: 'done', model: 'offline', tokensUsed: null, state: turn.state, meta: turn.meta };
}

export function createOfflineCoach(options: OfflineCoachOptions = {}): CoachProvider {
  return {
    kind: 'offline',
    model: 'offline',
    reply: (request) => stream(request, options),
  };
}
