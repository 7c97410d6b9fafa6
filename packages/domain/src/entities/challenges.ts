// Challenge entities: challenges, their milestones, analytics, rewards, participants and per-user stats (SPEC.md 3).
// Status values, milestone and analytics fields are not in the spec; the choices are documented per schema.
import { z } from 'zod';
import { entity, timestamp } from './base';
import { difficultyLabelSchema, mbtiTypeSchema } from './enums';
import {
  amount,
  count,
  jsonText,
  label,
  localDay,
  longText,
  name,
  num,
  percent,
  refId,
  timeZoneName,
  title,
  userId,
} from './fields';

/** Not in the spec: a challenge is waiting, running, on hold, done, or given up. */
export const challengeStatusSchema = z.enum([
  'not_started',
  'active',
  'paused',
  'completed',
  'abandoned',
]);

export const challengeSchema = entity({
  /** Owner of a personal challenge; absent for catalogue and community challenges. */
  user_id: userId.optional(),
  title,
  description: longText,
  category: label,
  difficulty: difficultyLabelSchema,
  /** e.g. daily, weekly, community. */
  type: label,
  status: challengeStatusSchema,
  progress: percent,
  current_streak: count,
  max_streak: count,
  total_points: count,
  completion_rate: percent,
  /** JSON list of MBTI types. */
  mbti_relevance: jsonText,
  mbti_optimized: z.boolean(),
  ai_generated: z.boolean(),
  participants_count: count,
  is_public: z.boolean(),
  /** Mean community rating 0-5 (0 while unrated). */
  community_rating: z.number().min(0).max(5),
  likes_count: count,
  comments_count: count,
  xp_reward: count,
  badge_reward: label.optional(),
  level_requirement: count,
  /** JSON list of strings. */
  tags: jsonText,
  /** Minutes. */
  estimated_time: count.optional(),
  frequency: label,
  // "AI scores" in the spec, named here.
  ai_difficulty_score: num.optional(),
  ai_engagement_score: num.optional(),
  ai_personalization_score: num.optional(),
  // "Integration flags for journaling, planning and wellness" in the spec, named here.
  journaling_integration: z.boolean(),
  planning_integration: z.boolean(),
  wellness_integration: z.boolean(),
  start_date: timestamp.optional(),
  end_date: timestamp.optional(),
  last_activity: timestamp.optional(),
  author: label,
});
export type Challenge = z.infer<typeof challengeSchema>;

/** Fields not in the spec: an ordered step of a challenge with a numeric target. */
export const challengeMilestoneSchema = entity({
  challenge_id: refId,
  user_id: userId.optional(),
  title,
  description: longText.optional(),
  order_idx: count,
  target_value: amount,
  current_value: amount,
  is_completed: z.boolean(),
  completed_at: timestamp.optional(),
  xp_reward: count,
});
export type ChallengeMilestone = z.infer<typeof challengeMilestoneSchema>;

/**
 * Fields not in the spec: one user's results on one challenge for one day. A record is a done day, the
 * completion event of issue 20 (decision 046): one per challenge and local day (a fixed id, so two
 * devices doing the same day meet in one record), with the day and zone the device showed at that
 * moment (decision 045) and the instant in `analytics_date`.
 */
export const challengeAnalyticsSchema = entity({
  challenge_id: refId,
  user_id: userId,
  analytics_date: timestamp,
  /** The calendar day on the device when the day was done, in the zone it was in then. */
  local_date: localDay.optional(),
  time_zone: timeZoneName.optional(),
  /** How it was done: `manual` (ticked) or the record kind that completed it (`journal_entry`, ...). */
  source: label.optional(),
  completion_rate: percent,
  streak: count,
  points_earned: count,
  time_spent_minutes: amount,
  engagement_score: num.optional(),
  /** Change in mean mood rating while the challenge ran. */
  mood_impact: num.optional(),
  insights: jsonText.optional(),
});
export type ChallengeAnalytics = z.infer<typeof challengeAnalyticsSchema>;

/** Not in the spec: the usual rarity ladder of collectible rewards. */
export const rewardRaritySchema = z.enum(['common', 'uncommon', 'rare', 'epic', 'legendary']);

export const challengeRewardSchema = entity({
  // The spec lists icon, points, is_unlocked, reward_type and rarity; owner, name and source are added.
  user_id: userId,
  challenge_id: refId.optional(),
  name,
  icon: label,
  points: count,
  is_unlocked: z.boolean(),
  unlocked_at: timestamp.optional(),
  /** e.g. badge, xp, title. */
  reward_type: label,
  rarity: rewardRaritySchema,
});
export type ChallengeReward = z.infer<typeof challengeRewardSchema>;

/** Not in the spec: joined, actively working on it, finished, or left. */
export const participantStatusSchema = z.enum(['joined', 'active', 'completed', 'left']);

export const challengeParticipantSchema = entity({
  // The spec does not name the links; a participation ties one user to one challenge.
  challenge_id: refId,
  user_id: userId,
  joined_at: timestamp,
  status: participantStatusSchema,
  progress: percent,
  share_progress: z.boolean(),
  likes_given: count,
  comments_made: count,
  /** The first local day of this run of the challenge (a weekly or multi-week one runs from here). */
  period_start: localDay.optional(),
  /** Set when the member joined the challenge of their type's community (decision 046). */
  community_type: mbtiTypeSchema.optional(),
});
export type ChallengeParticipant = z.infer<typeof challengeParticipantSchema>;

export const userChallengeStatsSchema = entity({
  user_id: userId,
  level: z.number().int().min(1),
  xp: count,
  /** JSON list of badge ids. */
  badges: jsonText,
  /** Position in the community ranking, 1 is first; absent while unranked. */
  community_rank: z.number().int().min(1).optional(),
  preferred_difficulty: difficultyLabelSchema.optional(),
  /** JSON list of categories. */
  preferred_categories: jsonText.optional(),
  current_streak: count.optional(),
  longest_streak: count.optional(),
  challenges_completed: count.optional(),
});
export type UserChallengeStats = z.infer<typeof userChallengeStatsSchema>;
