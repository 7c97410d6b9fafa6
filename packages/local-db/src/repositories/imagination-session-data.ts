// The JSON kept in imagination_sessions.session_data: every step's exchange, the script's length and how it ended.
import { parseJsonObject } from '@groeipad/domain';

/** One answered step: the prompt shown, the person's words and the reflection they got back. */
export type ImaginationExchange = {
  step: number;
  ai_query: string;
  response: string;
  ai_response: string;
  saved_at: number;
};

export type ImaginationEnding = 'finished' | 'stopped';

export type ImaginationSessionData = {
  /** Steps in the script the session follows; the last step index is step_count - 1. */
  step_count: number;
  /** At most one per step, in step order. */
  exchanges: ImaginationExchange[];
  /** Interface language the prompts were shown in. */
  language?: string;
  /** Set once the session is no longer active: finished by the person, or stopped to start another. */
  ended?: ImaginationEnding;
  ended_at?: number;
};

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function exchangeOf(value: unknown): ImaginationExchange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { step, ai_query, response, ai_response, saved_at } = value as Record<string, unknown>;
  if (!isCount(step) || !isCount(saved_at)) return undefined;
  if (typeof ai_query !== 'string' || typeof response !== 'string') return undefined;
  if (typeof ai_response !== 'string') return undefined;
  return { step, ai_query, response, ai_response, saved_at };
}

/**
 * Reads session_data leniently: a damaged or foreign value keeps what is usable, so one bad record
 * (an old device, a manual edit) never breaks the screen.
 */
export function readSessionData(text: string | undefined): ImaginationSessionData {
  const raw = parseJsonObject(text);
  const exchanges = (Array.isArray(raw.exchanges) ? raw.exchanges : [])
    .map(exchangeOf)
    .filter((exchange): exchange is ImaginationExchange => exchange !== undefined);
  const data: ImaginationSessionData = {
    step_count: isCount(raw.step_count) && raw.step_count > 0 ? raw.step_count : 1,
    exchanges: exchanges.sort((a, b) => a.step - b.step),
  };
  if (typeof raw.language === 'string') data.language = raw.language;
  if (raw.ended === 'finished' || raw.ended === 'stopped') data.ended = raw.ended;
  if (isCount(raw.ended_at)) data.ended_at = raw.ended_at;
  return data;
}

export function writeSessionData(data: ImaginationSessionData): string {
  return JSON.stringify(data);
}

/** The exchange saved for `step`, if any. */
export function exchangeAt(
  data: ImaginationSessionData,
  step: number,
): ImaginationExchange | undefined {
  return data.exchanges.find((exchange) => exchange.step === step);
}

/** `data` with `exchange` in place of any earlier one for the same step. */
export function withExchange(
  data: ImaginationSessionData,
  exchange: ImaginationExchange,
): ImaginationSessionData {
  const others = data.exchanges.filter((e) => e.step !== exchange.step);
  return { ...data, exchanges: [...others, exchange].sort((a, b) => a.step - b.step) };
}
