// The safety layer's user-facing texts per language (content/safety/messages/<lang>.json), validated once.
import type { Language } from '@groeipad/domain';
import { z } from 'zod';
import de from '../../content/safety/messages/de.json';
import en from '../../content/safety/messages/en.json';
import es from '../../content/safety/messages/es.json';
import fr from '../../content/safety/messages/fr.json';
import ja from '../../content/safety/messages/ja.json';
import ko from '../../content/safety/messages/ko.json';
import nl from '../../content/safety/messages/nl.json';
import { crisisLineKinds, emergencyKinds } from './resources-schema';

const text = z.string().trim().min(1);
const exercise = z.object({ title: text, steps: z.array(text).min(3).max(10) }).strict();

function record<K extends string>(keys: readonly K[]) {
  return z
    .object(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>)
    .strict();
}

export const messagesFileSchema = z
  .object({
    language: z.string(),
    reply: record([
      'openingCrisis',
      'openingConcern',
      'support',
      'harmToOthers',
      'abuse',
      'danger',
      'closing',
    ] as const),
    /** Fallback wording for {line} when a country has no fitting line. */
    noLine: text,
    /** "{keyword} to {number}" style phrase for text-only lines. */
    smsTo: text,
    free: text,
    alwaysOpen: text,
    lineKinds: record(crisisLineKinds),
    emergencyKinds: record(emergencyKinds),
    grounding: z.object({ senses: exercise, breathing: exercise }).strict(),
  })
  .strict();
export type SafetyMessages = z.infer<typeof messagesFileSchema>;

const files: Record<Language, unknown> = { nl, en, de, es, fr, ja, ko };
const parsed = new Map<Language, SafetyMessages>();

/** Texts for one language; throws naming the file if it is malformed (caught by the tests). */
export function safetyMessages(language: Language): SafetyMessages {
  let messages = parsed.get(language);
  if (!messages) {
    const result = messagesFileSchema.safeParse(files[language]);
    if (!result.success) {
      throw new Error(`content/safety/messages/${language}.json: ${result.error.message}`);
    }
    messages = result.data;
    parsed.set(language, messages);
  }
  return messages;
}
