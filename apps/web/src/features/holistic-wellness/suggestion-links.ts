// Where each suggestion leads: the onboarding areas use the coach package's catalogue, the deeper sections their own.
// A suggestion whose screen is still a coming-soon placeholder keeps its advice but gets no link (decision 021).
import { areaBand, isPlanSuggestion, suggestionsFor, type WellnessScores } from '@groeipad/coach';
import {
  HOLISTIC_SECTIONS,
  isSectionPlanSuggestion,
  WELLNESS_ITEM_IDS,
  type HolisticSectionId,
  type SectionSuggestionTarget,
} from '@groeipad/domain';
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';
import { routeTable } from '../../lib/route-table';

const SECTION_ROUTES: Record<SectionSuggestionTarget, string> = {
  coach: '/ai-coaching',
  content: '/content-discovery',
  challenges: '/challenges',
  actionPlan: '/ai3-action-plans',
};

export type SuggestionLink = {
  key: string;
  title: string;
  body: string;
  /** The link's text and address; absent while the screen it would open is not built yet. */
  link?: { label: string; to: string };
};
export type WeakArea = { key: string; name: string; score: number; links: SuggestionLink[] };

function withGoal(route: string, goal: string): string {
  return `${route}?${new URLSearchParams({ goal }).toString()}`;
}

/** Whether `route` (a path, optionally with a query) opens a real screen rather than a placeholder. */
export function opensRealScreen(route: string): boolean {
  const path = route.split('?')[0];
  return routeTable.some((entry) => entry.path === path && entry.kind === 'screen');
}

function linkTo(label: string, to: string): SuggestionLink['link'] {
  return opensRealScreen(to) ? { label, to } : undefined;
}

/** Weak onboarding areas and weak sections, worst first, each with its concrete next steps. */
export function weakAreas(
  scores: WellnessScores,
  sections: Record<HolisticSectionId, number> | null,
  t: TFunction<typeof namespaces>,
): WeakArea[] {
  const core = WELLNESS_ITEM_IDS.filter((id) => areaBand(scores.items[id]) === 'attention').map(
    (id): WeakArea => ({
      key: id,
      name: t(`insights:wellnessAnalysis.areas.${id}`),
      score: scores.items[id],
      links: suggestionsFor(id, false).map((s) => ({
        key: s.id,
        title: t(`insights:wellnessAnalysis.suggestions.${s.id}.title`),
        body: t(`insights:wellnessAnalysis.suggestions.${s.id}.body`),
        link: linkTo(
          t(`insights:wellnessAnalysis.open.${s.target}`),
          isPlanSuggestion(s.id)
            ? withGoal(s.route, t(`insights:wellnessAnalysis.planGoals.${s.id}`))
            : s.route,
        ),
      })),
    }),
  );
  const deeper = sections
    ? HOLISTIC_SECTIONS.filter((s) => areaBand(sections[s.id]) === 'attention').map(
        (section): WeakArea => ({
          key: section.id,
          name: t(`wellnessCheck:sections.${section.id}.title`),
          score: sections[section.id],
          links: section.suggestions.map((s) => ({
            key: s.id,
            title: t(`wellnessCheck:suggestions.${s.id}.title`),
            body: t(`wellnessCheck:suggestions.${s.id}.body`),
            link: linkTo(
              t(`wellnessCheck:targets.${s.target}`),
              isSectionPlanSuggestion(s.id)
                ? withGoal(SECTION_ROUTES.actionPlan, t(`wellnessCheck:planGoals.${s.id}`))
                : SECTION_ROUTES[s.target],
            ),
          })),
        }),
      )
    : [];
  return [...core, ...deeper].sort((a, b) => a.score - b.score);
}
