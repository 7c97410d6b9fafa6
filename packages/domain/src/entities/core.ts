// Core entities: tasks, users, MBTI profiles and contents, settings, onboarding, life areas, questionnaires, wellness.
import { z } from 'zod';
import { entity } from './base';

export const taskPriority = z.enum(['high', 'medium', 'low']);

export const taskSchema = entity({
  user_id: z.string(),
  title: z.string().trim().min(1).max(500),
  description: z.string().optional(),
  completed: z.boolean(),
  priority: taskPriority,
  due_date: z.number().int().optional(),
  category: z.string().optional(),
  /** JSON-encoded list of strings. */
  tags: z.string().optional(),
});
export type Task = z.infer<typeof taskSchema>;
