// The conversation state the offline coach hands back each turn (JSON-serialisable, checked when it returns).
import { supportedLanguages } from '@groeipad/domain';
import type { Language } from '@groeipad/domain';
import { z } from 'zod';
import { GUIDE_TECHNIQUES, GUIDE_TOPICS } from './guide/guide-ids';
import { FEELINGS, NOTE_KEYS, TECHNIQUES, TOPICS } from './ids';

export const DATA_KINDS = ['mood', 'openGoal', 'lifeArea', 'journalTheme'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

export const PHASES = ['open', 'active', 'offer', 'closed'] as const;
/** open: waiting to hear what is on the user's mind; active: inside a technique; offer: after a summary. */
export type Phase = (typeof PHASES)[number];

/** A technique the coach is walking the user through, one step per reply (guide/guide-turn.ts). */
export const guideStateSchema = z.object({
  technique: z.enum(GUIDE_TECHNIQUES),
  alternative: z.enum(GUIDE_TECHNIQUES).nullable(),
  topic: z.enum(GUIDE_TOPICS),
  /** Index of the step given last. */
  step: z.number().int().nonnegative(),
  /** offered: asked whether to try it; walking: giving steps; checking: asked how it went. */
  status: z.enum(['offered', 'walking', 'checking']),
  tried: z.array(z.enum(GUIDE_TECHNIQUES)),
});
export type GuideState = z.infer<typeof guideStateSchema>;

export const offlineStateSchema = z.object({
  version: z.literal(1),
  language: z.enum(supportedLanguages),
  turn: z.number().int().nonnegative(),
  phase: z.enum(PHASES),
  topic: z.enum(TOPICS).nullable(),
  feeling: z.enum(FEELINGS).nullable(),
  technique: z.enum(TECHNIQUES).nullable(),
  /** Index of the step whose question was asked last. */
  step: z.number().int().nonnegative(),
  /** Techniques still to come in this thread (reflective listening first, then a small step). */
  queue: z.array(z.enum(TECHNIQUES)),
  completed: z.array(z.enum(TECHNIQUES)),
  /** Keys of the questions already asked, so the coach does not repeat itself. */
  asked: z.array(z.string()),
  /** What the user said that the coach refers back to (the goal they named, the thought, ...). */
  notes: z.partialRecord(z.enum(NOTE_KEYS), z.string()),
  usedData: z.array(z.enum(DATA_KINDS)),
  /** Techniques whose type framing was already given. */
  framed: z.array(z.enum(TECHNIQUES)),
  /** Another topic the user touched on mid-technique, offered after the summary. */
  pendingTopic: z.enum(TOPICS).nullable(),
  /** Optional so states stored before issue 18 still load. */
  guide: guideStateSchema.nullable().optional(),
  /**
   * Techniques the user said helped, newest first. Kept when a new conversation starts from the last
   * one's state, so what helped is offered first next time.
   */
  helped: z.array(z.enum(GUIDE_TECHNIQUES)).optional(),
});

export type OfflineState = z.infer<typeof offlineStateSchema>;

/** Keeps the asked-list short: only the recent questions matter for not repeating. */
export const ASKED_LIMIT = 40;

export function initialState(language: Language): OfflineState {
  return {
    version: 1,
    language,
    turn: 0,
    phase: 'open',
    topic: null,
    feeling: null,
    technique: null,
    step: 0,
    queue: [],
    completed: [],
    asked: [],
    notes: {},
    usedData: [],
    framed: [],
    pendingTopic: null,
  };
}

/** The state passed back by the caller, or null when it is missing or not ours (start afresh). */
export function readState(value: unknown): OfflineState | null {
  const parsed = offlineStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
