// Infrastructure entities: per-record sync status, extensions (registry, events, settings) and the
// hash-chained audit log (SPEC.md 3).
import { z } from 'zod';
import { entity, timestamp } from './base';
import { recordSyncStatusSchema } from './enums';
import {
  amount,
  count,
  jsonText,
  label,
  longText,
  machineText,
  name,
  percent,
  refId,
  userId,
} from './fields';

const errorText = z.string().max(5_000);

/**
 * The spec names the state "status or sync_status". `status` is the field rules read;
 * `sync_status` is accepted as the older name and, when present, holds the same value.
 */
export const syncStatusSchema = entity({
  table_name: name,
  record_id: refId,
  last_synced: timestamp.optional(),
  status: recordSyncStatusSchema,
  sync_status: recordSyncStatusSchema.optional(),
  error_message: errorText.optional(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** All fields optional except data_json and is_enabled (SPEC 3). */
export const futureExtensionSchema = entity({
  extension_id: refId.optional(),
  extension_type: label.optional(),
  extension_name: label.optional(),
  version: label.optional(),
  user_id: userId.optional(),
  parent_extension_id: refId.optional(),
  data_json: jsonText,
  configuration: jsonText.optional(),
  permissions: jsonText.optional(),
  status: label.optional(),
  is_enabled: z.boolean(),
  is_public: z.boolean().optional(),
  is_premium: z.boolean().optional(),
  description: longText.optional(),
  author: label.optional(),
  category: label.optional(),
  tags: jsonText.optional(),
  usage_count: count.optional(),
  last_used: timestamp.optional(),
  performance_metrics: jsonText.optional(),
  dependencies: jsonText.optional(),
  compatibility_version: label.optional(),
  installed_at: timestamp.optional(),
  last_updated: timestamp.optional(),
  expires_at: timestamp.optional(),
});
export type FutureExtension = z.infer<typeof futureExtensionSchema>;

/** Not in the spec: the usual log levels. */
export const eventSeveritySchema = z.enum(['debug', 'info', 'warning', 'error', 'critical']);

/** All fields optional except event_timestamp (SPEC 3). */
export const extensionEventSchema = entity({
  extension_id: refId.optional(),
  event_type: label.optional(),
  user_id: userId.optional(),
  event_data: jsonText.optional(),
  severity: eventSeveritySchema.optional(),
  session_id: refId.optional(),
  device_info: jsonText.optional(),
  app_version: label.optional(),
  event_timestamp: timestamp,
});
export type ExtensionEvent = z.infer<typeof extensionEventSchema>;

/** All fields optional (SPEC 3). */
export const extensionSettingSchema = entity({
  extension_id: refId.optional(),
  setting_key: label.optional(),
  user_id: userId.optional(),
  setting_value: machineText.optional(),
  setting_type: label.optional(),
  is_encrypted: z.boolean().optional(),
  description: longText.optional(),
  default_value: machineText.optional(),
  validation_rules: jsonText.optional(),
});
export type ExtensionSetting = z.infer<typeof extensionSettingSchema>;

/**
 * One link of the hash-chained audit log. The chain, identity and sync fields are required;
 * measurements that only some events have (model, tokens, sizes, errors) are optional.
 */
export const auditEventSchema = entity({
  audit_id: refId,
  trace_id: refId,
  user_id: userId,
  event_type: name,
  action: name,
  data_sensitivity_level: label,
  status: label,
  sync_status: recordSyncStatusSchema,
  session_id: refId.optional(),
  resource_type: label.optional(),
  resource_id: refId.optional(),
  processing_method: label.optional(),
  sanitization_applied: z.boolean(),
  external_api_used: z.boolean(),
  compliance_flags: jsonText.optional(),
  input_hash: label.optional(),
  output_hash: label.optional(),
  input_length: count.optional(),
  output_length: count.optional(),
  sanitized_snippets: jsonText.optional(),
  processing_time_ms: amount.optional(),
  model_used: label.optional(),
  tokens_processed: count.optional(),
  memory_usage_mb: amount.optional(),
  gpu_utilization: percent.optional(),
  error_type: label.optional(),
  error_message: errorText.optional(),
  fallback_triggered: z.boolean(),
  fallback_reason: label.optional(),
  /** Hash of the previous link; empty for the first link of a chain. */
  previous_hash: label,
  event_hash: name,
  chain_position: count,
  user_agent: z.string().max(1_000).optional(),
  ip_address_hash: label.optional(),
  app_version: label.optional(),
  platform: label.optional(),
  locale: label.optional(),
  last_synced_at: timestamp.optional(),
  sync_attempts: count,
  sync_error: errorText.optional(),
  event_timestamp: timestamp,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
