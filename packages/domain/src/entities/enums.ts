// Value lists shared by several tables (MBTI types, life domains, tiers, sync states).
import { z } from 'zod';
import { MBTI_TYPES } from '../mbti';
import { LEVENSGEBIEDEN } from '../questionnaires';

export const mbtiTypeSchema = z.enum(MBTI_TYPES);

/** The life domains of the levensgebieden questionnaires and imagination sessions (SPEC 3). */
export const levensgebiedSchema = z.enum(LEVENSGEBIEDEN);

export const subscriptionTierSchema = z.enum(['free', 'premium', 'gold', 'platinum']);

/**
 * Status of a subscription. The spec names only `active` (SPEC 4, "not shown" beyond it);
 * pending, cancelled and expired are the states a paid plan can otherwise be in.
 */
export const subscriptionStatusSchema = z.enum(['active', 'pending', 'cancelled', 'expired']);

/** Sync state of a record that tracks its own sync (sync_status table, SPEC 4). */
export const recordSyncStatusSchema = z.enum(['pending', 'synced', 'error']);

/** Difficulty labels of SPEC 5, reused for challenges whose difficulty is a word, not a number. */
export const difficultyLabelSchema = z.enum([
  'beginner',
  'easy',
  'intermediate',
  'advanced',
  'expert',
]);
