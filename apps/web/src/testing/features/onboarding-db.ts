// Test support: a fresh fake-indexeddb database, a fixed clock and a filled-in draft.
import { SHORT_TEST, WELLNESS_ITEMS, type Likert } from '@groeipad/domain';
import { openGroeipadDb, type GroeipadDb } from '@groeipad/local-db';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  emptyDraft,
  type OnboardingDraft,
  type PersonalData,
} from '../../features/onboarding/onboarding-draft';

export const NOW = 1_700_000_000_000;

export async function openOnboardingDb(name = 'onboarding-flow-test'): Promise<GroeipadDb> {
  const { db } = await openGroeipadDb({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    name,
    requestPersistence: false,
    now: () => NOW,
  });
  return db;
}

export function freshDraft(): OnboardingDraft {
  return emptyDraft('user-1', 'nl', 'Europe/Amsterdam');
}

export const ANNA: PersonalData = {
  name: '  Anna de Vries ',
  email: 'anna@example.nl',
  language: 'nl',
  timezone: 'Europe/Amsterdam',
  knowsType: false,
  knownType: '',
};

/** Agrees with every statement of the short test. */
export function shortAnswers(value: Likert = 4): Record<string, Likert> {
  return Object.fromEntries(SHORT_TEST.items.map((item) => [item.id, value]));
}

export function wellnessAnswers(value: Likert = 4) {
  return Object.fromEntries(WELLNESS_ITEMS.map((item) => [item.id, value])) as Record<
    (typeof WELLNESS_ITEMS)[number]['id'],
    Likert
  >;
}

/** What the flow has written so far, table by table (the simulator's own count). */
export { onboardingTableCounts as tableCounts } from '@groeipad/local-db';
