// The catalogue's texts by challenge id (the `challenges` namespace), typed once so the screens need no casts.
import { startOfDayKey, type CatalogueChallenge, type DayKey } from '@groeipad/domain';
import type { TranslationResources } from '@groeipad/i18n';
import type { TFunction } from 'i18next';

type Items = TranslationResources['challenges']['items'];
type ItemId = keyof Items;
type BadgeId = keyof TranslationResources['challenges']['badges'];

export type ChallengeT = TFunction<['challenges', 'routes', 'community', 'insights']>;

export const CHALLENGE_NAMESPACES = ['challenges', 'routes', 'community', 'insights'] as const;

export function challengeTitle(t: ChallengeT, challenge: CatalogueChallenge): string {
  return t(`challenges:items.${challenge.id as ItemId}.title`);
}

export function challengeDescription(t: ChallengeT, challenge: CatalogueChallenge): string {
  return t(`challenges:items.${challenge.id as ItemId}.description`);
}

export function challengeDoneHint(t: ChallengeT, challenge: CatalogueChallenge): string {
  return t(`challenges:items.${challenge.id as ItemId}.doneHint`);
}

export function challengeSteps(t: ChallengeT, challenge: CatalogueChallenge): string[] {
  return Array.from({ length: challenge.stepCount }, (_, index) =>
    t(`challenges:items.${challenge.id as ItemId}.steps.${String(index + 1) as '1'}`),
  );
}

export function badgeName(t: ChallengeT, badgeId: string): string {
  return t(`challenges:badges.${badgeId as BadgeId}.name`);
}

/** A day as "12 nov." in the UI language; with the weekday when `long`. */
export function dayLabel(key: DayKey, language: string, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { weekday: 'long', day: 'numeric', month: 'long' }
    : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(language, options).format(startOfDayKey(key));
}

/** A whole number in the UI language (1.250 in Dutch). */
export function numberLabel(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
