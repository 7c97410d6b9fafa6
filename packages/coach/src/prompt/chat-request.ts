// The chat-completions body our server's coach proxy accepts, and the limits the device keeps below.
import { z } from 'zod';
import { proxyContextSchema } from './proxy-context';

export type ChatRole = 'system' | 'user' | 'assistant';

/** One message as sent to an OpenAI-compatible endpoint (text only). */
export type ChatMessage = { role: ChatRole; content: string };

/**
 * What the proxy accepts. prepareMessages stays well inside these (see historyLimits), so a
 * request from the app never trips them; they exist against hand-made requests.
 */
export const chatRequestLimits = {
  maxMessages: 40,
  maxMessageChars: 8_000,
  maxTotalChars: 48_000,
  maxModelNameLength: 200,
} as const;

const messageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(chatRequestLimits.maxMessageChars),
});

const tokensSchema = z.number().int().positive().max(1_000_000);

/**
 * An OpenAI chat-completions streaming request, text messages only. Unknown fields are dropped
 * (clients add their own); `model` is read but the proxy sends the operator's model. `system`
 * messages are accepted (older apps send one) and dropped by the proxy, which writes its own system
 * prompt from `coach_context`.
 */
export const chatCompletionRequestSchema = z.object({
  model: z.string().max(chatRequestLimits.maxModelNameLength).optional(),
  messages: z
    .array(messageSchema)
    .min(1)
    .max(chatRequestLimits.maxMessages)
    .refine(
      (messages) =>
        messages.reduce((sum, message) => sum + message.content.length, 0) <=
        chatRequestLimits.maxTotalChars,
      {
        message: `all messages together may hold at most ${chatRequestLimits.maxTotalChars} characters`,
      },
    ),
  stream: z.literal(true, { message: 'only streaming is supported: send "stream": true' }),
  stream_options: z.object({ include_usage: z.boolean().optional() }).optional(),
  max_tokens: tokensSchema.optional(),
  max_completion_tokens: tokensSchema.optional(),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().gt(0).max(1).optional(),
  coach_context: proxyContextSchema.optional(),
});

export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
