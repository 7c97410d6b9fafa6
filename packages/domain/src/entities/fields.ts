// Field builders shared by the entity modules, so every limit is defined once (internal, not re-exported).
//
// Required or optional: a field the spec names without "optional" is required, except values that
// cannot exist when the record is made (the time of a later event such as completed_at or read_at,
// output of later AI processing such as ai_insights or vector_embedding_id) and free-text notes.
import { z } from 'zod';

/** A user id: never empty, so a record can always be tied to its owner. */
export const userId = z.string().min(1).max(200);
/** A reference to another record or an external id (UUID, slug, provider id). */
export const refId = z.string().min(1).max(200);
/** Short labels: names, categories, kinds, model names. */
export const label = z.string().max(200);
/** A name or key that must not be empty. */
export const name = z.string().trim().min(1).max(200);
/** A title a user types: trimmed, not empty, at most 500 characters. */
export const title = z.string().trim().min(1).max(500);
/** A title that may be left empty (journal entries get a date heading instead). */
export const heading = z.string().trim().max(500);
// Text limits follow from a record's limit (MAX_RECORD_JSON_BYTES, 512 KiB of JSON, record-size.ts):
// one field at its limit fits a record on its own in any script (up to 3 bytes a character), so only
// a record that fills several fields can reach the limit, and the record check refuses it when written.

/** Free text a user types (journal content, notes, messages, descriptions): about 15,000 words. */
export const longText = z.string().max(100_000);
/** JSON-encoded text; stays a string here and is read with parseJsonList / parseJsonObject. */
export const jsonText = z.string().max(100_000);
/**
 * Large machine-made text that is ASCII by nature (embeddings as JSON numbers, base64, stored
 * settings): one byte a character, so at its limit it still fits a record on its own.
 */
export const machineText = z.string().max(400_000);
/** An absolute http(s) URL. */
export const url = z.url({ protocol: /^https?$/ }).max(2048);
/**
 * An image the user uploaded, kept on the device as a data URL: base64, so ASCII. A 256x256 avatar is
 * 10-30 kB as WebP; even an uncompressed 256x256 RGBA PNG (about 263 kB, 351 kB as base64) fits.
 */
export const imageDataUrl = z
  .string()
  .max(400_000)
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/);
/** A whole, non-negative number: counts, sizes, durations. */
export const count = z.number().int().nonnegative();
/** A finite number (zod 4 rejects Infinity and NaN). */
export const num = z.number();
/** A finite number that cannot be negative (amounts, averages of counts, times). */
export const amount = z.number().nonnegative();
/** A percentage 0-100 (progress, completion rates, scores the spec grades on 0-100). */
export const percent = z.number().min(0).max(100);
/** A whole rating 1-5 (mood, evidence level, content rating). */
export const rating5 = z.number().int().min(1).max(5);
/** A whole difficulty 1-10 (SPEC 5: 1-2 beginner ... 9-10 expert). */
export const difficultyLevel = z.number().int().min(1).max(10);
/** A calendar day as the device showed it, YYYY-MM-DD (a day key of daily/days.ts). */
export const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An IANA time zone name as the device reported it (e.g. Europe/Amsterdam). */
export const timeZoneName = z.string().trim().min(1).max(64);
