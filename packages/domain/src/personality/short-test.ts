// The 10-statement onboarding test (SPEC 2): a subset of the item bank, balanced across keys.
import { PERSONALITY_ITEMS, type PersonalityItemId } from './item-bank';
import type { PersonalityItem, PersonalityTest } from './types';

/**
 * 10 does not split over 4 dimensions, so E/I and S/N get 3 statements and T/F and J/P get 2 (a fixed,
 * arbitrary choice; the tie rule in score.ts covers the even dimensions). Every dimension has at least one
 * reverse-keyed statement, and 5 statements point to E/S/T/J and 5 to I/N/F/P, so someone who agrees with
 * everything does not drift towards one side of the alphabet.
 */
const shortIds: readonly PersonalityItemId[] = [
  'ei_energy_groups',
  'sn_facts_details',
  'tf_logic_decides',
  'jp_plan_ahead',
  'ei_quiet_recharge',
  'sn_future_possibilities',
  'tf_feelings_others',
  'jp_go_with_flow',
  'ei_start_conversations',
  'sn_patterns_meaning',
];

function bankItem(id: PersonalityItemId): PersonalityItem {
  const found = PERSONALITY_ITEMS.find((item) => item.id === id);
  if (!found) throw new Error(`Unknown personality item ${id}`);
  return found;
}

export const SHORT_TEST: PersonalityTest = {
  version: 'groeipad-short-1',
  items: shortIds.map(bankItem),
};
