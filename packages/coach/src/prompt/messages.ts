// The messages a remote model receives: the system prompt, then recent turns within a budget, personal details stripped.
import type { CoachMessage, CoachPersona, CoachRequest } from '../types';
import type { ChatMessage } from './chat-request';
import { stripPii } from './pii';
import { buildSystemPrompt } from './system-prompt';

export type HistoryLimits = {
  /** Turns kept, newest last. */
  maxMessages: number;
  /** Characters of all kept turns together. */
  maxChars: number;
  /** Characters of one turn; a longer one is cut. */
  maxMessageChars: number;
};

// Far below the proxy's chatRequestLimits, which also have to hold the system prompt.
export const historyLimits: HistoryLimits = {
  maxMessages: 16,
  maxChars: 12_000,
  maxMessageChars: 4_000,
};

export const defaultPersona: CoachPersona = { id: 'coach', kind: 'coach', specialisation: null };

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Newest turns that fit the budget; the newest one always, cut to size if it must be. */
function recentTurns(messages: readonly CoachMessage[], limits: HistoryLimits): CoachMessage[] {
  const kept: CoachMessage[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < limits.maxMessages; i -= 1) {
    const message = messages[i] as CoachMessage;
    const content = cut(message.content, limits.maxMessageChars);
    if (kept.length > 0 && total + content.length > limits.maxChars) break;
    kept.unshift({ role: message.role, content });
    total += content.length;
  }
  return kept;
}

/**
 * Some local models' chat templates refuse anything but user/assistant alternating from a user
 * turn: drop leading replies and join consecutive turns of one role.
 */
function alternate(turns: readonly CoachMessage[], maxChars: number): CoachMessage[] {
  const result: CoachMessage[] = [];
  for (const turn of turns) {
    if (result.length === 0 && turn.role !== 'user') continue;
    const last = result.at(-1);
    if (!last || last.role !== turn.role) {
      result.push({ ...turn });
      continue;
    }
    const joined = `${last.content}\n\n${turn.content}`;
    // The newest words matter most: a joined turn that grew too long loses its start.
    last.content = joined.length > maxChars ? `…${joined.slice(-(maxChars - 1))}` : joined;
  }
  return result;
}

/** System prompt plus the recent conversation, every turn stripped of personal details. */
export function prepareMessages(
  request: CoachRequest,
  approvedSummary: string | null,
  limits: HistoryLimits = historyLimits,
): ChatMessage[] {
  const { context } = request;
  const system = buildSystemPrompt({
    context,
    persona: request.persona ?? defaultPersona,
    contextType: request.contextType,
    approvedSummary,
    language: context.language,
  });
  const knownNames = [context.displayName ?? null];
  const stripped = request.messages
    .filter((message) => message.content.trim() !== '')
    .map((message) => ({ role: message.role, content: stripPii(message.content, { knownNames }) }));
  const turns = alternate(recentTurns(stripped, limits), limits.maxMessageChars);
  return [{ role: 'system', content: system }, ...turns];
}
