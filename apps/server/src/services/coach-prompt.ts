// What the model reads: the server's own system prompt first, then the conversation without any system message a client sent, personal details stripped again.
import {
  detectLanguage,
  lastUserText,
  proxySystemPrompt,
  stripPii,
  type ChatCompletionRequest,
  type ChatMessage,
} from '@groeipad/coach';
import { fallbackLanguage, type Language } from '@groeipad/domain';

/** The app's language; an app from before `coach_context` gets the language its user writes in. */
export function requestLanguage(request: ChatCompletionRequest): Language {
  return (
    request.coach_context?.language ??
    detectLanguage(lastUserText(request.messages)).language ??
    fallbackLanguage
  );
}

/**
 * Client system messages are dropped, not wrapped: the app sends the prompt's choices in
 * `coach_context` instead, and a hand-made request gains nothing a user message cannot say.
 */
export function upstreamMessages(request: ChatCompletionRequest): ChatMessage[] {
  const system = proxySystemPrompt(request.coach_context, requestLanguage(request));
  const turns = request.messages
    .filter((message) => message.role !== 'system')
    .map((message) => ({ role: message.role, content: stripPii(message.content) }));
  return [{ role: 'system', content: system }, ...turns];
}
