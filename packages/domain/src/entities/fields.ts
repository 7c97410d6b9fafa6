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
/** Free text a user types (journal content, notes, messages, descriptions). */
export const longText = z.string().max(200_000);
/** JSON-encoded text; stays a string here and is read with parseJsonList / parseJsonObject. */
export const jsonText = z.string().max(5_000_000);
/** An absolute http(s) URL. */
export const url = z.url({ protocol: /^https?$/ }).max(2048);
/** An image the user uploaded, kept on the device as a data URL (a 256x256 avatar is well under 700 kB). */
export const imageDataUrl = z
  .string()
  .max(700_000)
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
