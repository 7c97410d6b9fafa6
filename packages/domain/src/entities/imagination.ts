// Active-imagination entities: guided sessions per life domain and the inspirations they yield (SPEC.md 3).
import { z } from 'zod';
import { entity, timestamp } from './base';
import { levensgebiedSchema } from './enums';
import { count, jsonText, label, longText, machineText, num, refId, title, userId } from './fields';

export const imaginationSessionSchema = entity({
  user_id: userId,
  session_title: title,
  session_description: longText.optional(),
  levensgebied: levensgebiedSchema,
  step: count,
  response: longText.optional(),
  ai_query: longText.optional(),
  ai_response: longText.optional(),
  session_data: jsonText.optional(),
  session_embedding: machineText.optional(),
  mcp_processed: z.boolean(),
  mcp_insights: jsonText.optional(),
  is_active: z.boolean(),
  version: count,
});
export type ImaginationSession = z.infer<typeof imaginationSessionSchema>;

/**
 * Life cycle of an inspiration; the spec does not list the values. It is captured (new), kept
 * (saved), moved into the journal (transferred, see transferred_at) or put away (archived_at).
 */
export const inspirationStatusSchema = z.enum(['new', 'saved', 'transferred', 'archived']);

export const inspirationSchema = entity({
  user_id: userId,
  imagination_session_id: refId.optional(),
  title,
  summary: longText,
  source: label,
  content: longText.optional(),
  status: inspirationStatusSchema,
  is_transferred_to_journal: z.boolean(),
  journal_entry_id: refId.optional(),
  ai_insights: jsonText.optional(),
  sentiment_score: num.optional(),
  vector_embedding_id: refId.optional(),
  timestamp,
  archived_at: timestamp.optional(),
  transferred_at: timestamp.optional(),
});
export type Inspiration = z.infer<typeof inspirationSchema>;
