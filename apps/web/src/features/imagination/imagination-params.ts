// What the screen shows, kept in the address so a reload resumes it: the overview (with its inspiration
// filter), one session, or one inspiration.
import type { InspirationStatus } from '@groeipad/local-db';

export const INSPIRATION_FILTERS = ['all', 'new', 'saved', 'transferred', 'archived'] as const;
export type InspirationFilter = (typeof INSPIRATION_FILTERS)[number];

export type ImaginationView =
  | { kind: 'overview'; filter: InspirationFilter }
  | { kind: 'session'; id: string }
  | { kind: 'inspiration'; id: string };

/** Moves the screen to another view (a new history entry); passed down from the screen's body. */
export type Navigate = (view: ImaginationView) => void;

export function isInspirationFilter(value: unknown): value is InspirationFilter {
  return INSPIRATION_FILTERS.some((filter) => filter === value);
}

/** The status a filter keeps, or undefined for all. */
export function statusOfFilter(filter: InspirationFilter): InspirationStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

export function viewFromParams(params: URLSearchParams): ImaginationView {
  const session = params.get('session')?.trim();
  if (session) return { kind: 'session', id: session };
  const inspiration = params.get('inspiration')?.trim();
  if (inspiration) return { kind: 'inspiration', id: inspiration };
  const status = params.get('status');
  return { kind: 'overview', filter: isInspirationFilter(status) ? status : 'all' };
}

export function paramsOf(view: ImaginationView): URLSearchParams {
  if (view.kind === 'session') return new URLSearchParams({ session: view.id });
  if (view.kind === 'inspiration') return new URLSearchParams({ inspiration: view.id });
  return new URLSearchParams(view.filter === 'all' ? {} : { status: view.filter });
}
