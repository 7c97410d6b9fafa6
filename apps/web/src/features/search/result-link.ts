// Where a search hit leads: the entry's editor, the daily goals, or the task list narrowed to the task.
import type { SearchHit } from '@groeipad/text';

export function resultHref(hit: Pick<SearchHit, 'id' | 'kind' | 'title'>): string {
  if (hit.kind === 'entry') return `/journaling/entry/${encodeURIComponent(hit.id)}`;
  if (hit.kind === 'goal') return '/journaling/goals';
  return `/tasks?${new URLSearchParams({ q: hit.title }).toString()}`;
}
