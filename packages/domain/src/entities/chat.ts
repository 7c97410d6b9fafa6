// Chat entities: messages between the user and a contact or the AI, and the contact list (SPEC.md 3).
import { z } from 'zod';
import { entity, timestamp } from './base';
import { mbtiTypeSchema } from './enums';
import { count, jsonText, label, longText, name, refId, userId } from './fields';

export const chatMessageSchema = entity({
  user_id: userId,
  contact_id: refId.optional(),
  session_id: refId.optional(),
  message: longText,
  response: longText.optional(),
  is_user: z.boolean(),
  message_type: label.optional(),
  mbti_context: jsonText.optional(),
  context_type: label,
  // Only AI messages have a model and a token count.
  ai_model: label.optional(),
  tokens_used: count.optional(),
  vector_embedding_id: refId.optional(),
  is_read: z.boolean(),
  is_edited: z.boolean(),
  edit_count: count,
  read_at: timestamp.optional(),
  edited_at: timestamp.optional(),
  timestamp,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const contactSchema = entity({
  user_id: userId,
  contact_id: refId,
  name,
  /** An image URL, a path or an emoji. */
  avatar: z.string().max(2048).optional(),
  /** Optional: a human contact's type is often unknown. */
  mbti_type: mbtiTypeSchema.optional(),
  is_ai: z.boolean(),
  contact_type: label,
  is_online: z.boolean(),
  is_blocked: z.boolean(),
  is_favorite: z.boolean(),
  last_message: longText.optional(),
  last_message_time: timestamp.optional(),
  unread_count: count,
  ai_model: label.optional(),
  ai_personality: label.optional(),
  ai_specialization: label.optional(),
  email: z.email().max(254).optional(),
  phone: z.string().max(50).optional(),
  notes: longText.optional(),
});
export type Contact = z.infer<typeof contactSchema>;
