// Core entities: tasks, users, MBTI profiles and contents, settings (SPEC.md section 3).
import { z } from 'zod';
import { supportedLanguages } from '../language';
import { entity, timestamp } from './base';
import { mbtiTypeSchema, subscriptionStatusSchema, subscriptionTierSchema } from './enums';
import {
  count,
  imageDataUrl,
  jsonText,
  label,
  longText,
  machineText,
  name,
  num,
  refId,
  title,
  url,
  userId,
} from './fields';

export const taskPriority = z.enum(['high', 'medium', 'low']);
/** Same as taskPriority, under the `Schema` name every other enum uses. */
export const taskPrioritySchema = taskPriority;

export const taskSchema = entity({
  user_id: userId,
  title,
  description: longText.optional(),
  completed: z.boolean(),
  priority: taskPriority,
  due_date: timestamp.optional(),
  category: label.optional(),
  /** JSON-encoded list of strings. */
  tags: jsonText.optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const userSchema = entity({
  name: z.string().trim().max(200),
  /** Optional although the spec lists it: an offline user without an account has no email. */
  email: z.email().max(254).optional(),
  avatar_url: z.union([url, imageDataUrl]).optional(),
  mbti_type: mbtiTypeSchema,
  premium_status: z.boolean(),
  subscription_tier: subscriptionTierSchema.optional(),
  subscription_expires_at: timestamp.optional(),
  subscription_status: subscriptionStatusSchema.optional(),
  dark_mode: z.boolean(),
  voice_enabled: z.boolean(),
  language: z.enum(supportedLanguages).optional(),
  timezone: label.optional(),
  bio: z.string().max(5_000).optional(),
  location: label.optional(),
  website: url.optional(),
  privacy_level: label.optional(),
});
export type User = z.infer<typeof userSchema>;

export const mbtiProfileSchema = entity({
  user_id: userId,
  mbti_type: mbtiTypeSchema,
  confidence_score: num.optional(),
  test_version: label.optional(),
  profile_data: jsonText,
  strengths: jsonText.optional(),
  weaknesses: jsonText.optional(),
  growth_areas: jsonText.optional(),
  career_paths: jsonText.optional(),
  relationship_insights: jsonText.optional(),
  communication_style: jsonText.optional(),
  stress_triggers: jsonText.optional(),
  coping_strategies: jsonText.optional(),
  vector_embedding_id: refId.optional(),
  ai_insights: jsonText.optional(),
});
export type MbtiProfile = z.infer<typeof mbtiProfileSchema>;

/** Seeded per-type content; unique on type + kind + order (SPEC 3). */
export const mbtiContentSchema = entity({
  mbti_type: mbtiTypeSchema,
  kind: name,
  order_idx: count,
  content: jsonText.optional(),
  migration_seed: z.boolean(),
  seed_immutable: z.boolean(),
  local_edited: z.boolean(),
  edited_by: label.optional(),
  last_synced_at: timestamp.optional(),
  seed_conflict: z.boolean(),
  upstream_changed: z.boolean(),
});
export type MbtiContent = z.infer<typeof mbtiContentSchema>;

/** How a setting's text value is read back; the spec names the field, not its values. */
export const settingDataTypeSchema = z.enum(['string', 'number', 'boolean', 'json']);

export const settingSchema = entity({
  user_id: userId,
  key: name,
  /** Text; JSON when the setting is an object. */
  value: machineText,
  category: label,
  data_type: settingDataTypeSchema,
});
export type Setting = z.infer<typeof settingSchema>;
