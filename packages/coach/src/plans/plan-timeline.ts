// The week-by-week focus of a plan: start small, find a rhythm, keep going (halfway: scale), look back.
import type { PlanContent } from './plan-content';

export type ActionPlanTimelineItem = { week: number; focus: string };

/**
 * The week that starts the second half, when the step grows or shrinks; plans under four weeks have none
 * (their first weekly check already sits halfway).
 */
export function halfwayWeek(weeks: number): number | undefined {
  return weeks >= 4 ? Math.floor(weeks / 2) + 1 : undefined;
}

/** One entry per week 1..weeks; weeks >= 2. */
export function planTimeline(content: PlanContent, weeks: number): ActionPlanTimelineItem[] {
  const t = content.timeline;
  const halfway = halfwayWeek(weeks);
  return Array.from({ length: weeks }, (_, index) => {
    const week = index + 1;
    let focus = t.keepGoing;
    if (week === 1) focus = t.start;
    else if (week === weeks) focus = t.review;
    else if (week === halfway) focus = t.halfway;
    else if (week === 2) focus = t.rhythm;
    return { week, focus };
  });
}
