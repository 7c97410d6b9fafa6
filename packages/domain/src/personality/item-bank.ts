// Groeipad's own personality statements (8 per dimension, half reverse-keyed) and the long test built from them.
//
// Licensing: every statement is written for Groeipad. None is taken or adapted from OEJTS (CC BY-NC-SA 4.0:
// non-commercial only, and Groeipad has paid tiers), the MBTI instrument or any other published inventory,
// so the texts can ship in every tier and be translated freely. The texts live in `personality:items.<id>`.
import type { PersonalityItem, PersonalityTest } from './types';

/** Interleaved by dimension so that no two neighbouring statements measure the same thing. */
export const PERSONALITY_ITEMS = [
  { id: 'ei_energy_groups', dimension: 'EI', keyed: 'first' },
  { id: 'sn_facts_details', dimension: 'SN', keyed: 'first' },
  { id: 'tf_logic_decides', dimension: 'TF', keyed: 'first' },
  { id: 'jp_plan_ahead', dimension: 'JP', keyed: 'first' },
  { id: 'ei_quiet_recharge', dimension: 'EI', keyed: 'second' },
  { id: 'sn_future_possibilities', dimension: 'SN', keyed: 'second' },
  { id: 'tf_feelings_others', dimension: 'TF', keyed: 'second' },
  { id: 'jp_go_with_flow', dimension: 'JP', keyed: 'second' },
  { id: 'ei_start_conversations', dimension: 'EI', keyed: 'first' },
  { id: 'sn_patterns_meaning', dimension: 'SN', keyed: 'second' },
  { id: 'tf_honest_feedback', dimension: 'TF', keyed: 'first' },
  { id: 'jp_last_minute', dimension: 'JP', keyed: 'second' },
  { id: 'ei_think_first', dimension: 'EI', keyed: 'second' },
  { id: 'sn_step_by_step', dimension: 'SN', keyed: 'first' },
  { id: 'tf_harmony', dimension: 'TF', keyed: 'second' },
  { id: 'jp_finish_early', dimension: 'JP', keyed: 'first' },
  { id: 'ei_think_aloud', dimension: 'EI', keyed: 'first' },
  { id: 'sn_daydream', dimension: 'SN', keyed: 'second' },
  { id: 'tf_fair_rules', dimension: 'TF', keyed: 'first' },
  { id: 'jp_options_open', dimension: 'JP', keyed: 'second' },
  { id: 'ei_quiet_corner', dimension: 'EI', keyed: 'second' },
  { id: 'sn_proven_methods', dimension: 'SN', keyed: 'first' },
  { id: 'tf_listen_first', dimension: 'TF', keyed: 'second' },
  { id: 'jp_lists', dimension: 'JP', keyed: 'first' },
  { id: 'ei_busy_weekend', dimension: 'EI', keyed: 'first' },
  { id: 'sn_metaphors', dimension: 'SN', keyed: 'second' },
  { id: 'tf_debate', dimension: 'TF', keyed: 'first' },
  { id: 'jp_change_plans', dimension: 'JP', keyed: 'second' },
  { id: 'ei_few_close_friends', dimension: 'EI', keyed: 'second' },
  { id: 'sn_practical_use', dimension: 'SN', keyed: 'first' },
  { id: 'tf_values', dimension: 'TF', keyed: 'second' },
  { id: 'jp_tidy', dimension: 'JP', keyed: 'first' },
] as const satisfies readonly PersonalityItem[];

export type PersonalityItemId = (typeof PERSONALITY_ITEMS)[number]['id'];

/** The longer, more reliable option: all 32 statements, 8 per dimension, 4 of them reverse-keyed. */
export const LONG_TEST: PersonalityTest = { version: 'groeipad-long-1', items: PERSONALITY_ITEMS };
