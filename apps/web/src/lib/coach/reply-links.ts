// The app screen a stored coach reply points to (issue 18): read from the exchange's metadata in
// ai_interactions, where the offline coach's `link` and `linkPrompt` are kept, and turned into an address.
import { APP_LINKS } from '@groeipad/coach';
import type { AppLink, AppLinkTarget } from '@groeipad/coach';
import { isJournalPromptId } from '@groeipad/domain';
import type { AiInteractionRecord, ChatMessageRecord } from '@groeipad/local-db';

export type ReplyLink = AppLinkTarget;

function isAppLink(value: unknown): value is AppLink {
  return APP_LINKS.some((link) => link === value);
}

/** The link in an exchange's metadata, or null (none, another provider, or metadata that does not parse). */
export function linkOf(metadata: string | undefined): ReplyLink | null {
  if (!metadata) return null;
  let meta: { link?: unknown; linkPrompt?: unknown };
  try {
    meta = JSON.parse(metadata) as typeof meta;
  } catch {
    return null;
  }
  if (!isAppLink(meta.link)) return null;
  const prompt =
    meta.link === 'journal' && isJournalPromptId(meta.linkPrompt) ? meta.linkPrompt : null;
  return { link: meta.link, prompt };
}

/** Where a link goes: a new journal entry (with its prompt), the daily goals, the life areas, imagination. */
export function linkPath(target: ReplyLink): string {
  switch (target.link) {
    case 'journal':
      return target.prompt ? `/journaling/new?prompt=${target.prompt}` : '/journaling/new';
    case 'goal':
      return '/journaling/goals';
    case 'lifeArea':
      return '/holistic-wellness';
    case 'imagination':
      return '/active-imagination';
  }
}

/**
 * The link of each stored reply, by message id. A reply and its exchange are written in one transaction
 * (saveCoachReply) with the same text, so each reply takes the oldest unclaimed exchange with its text.
 */
export function replyLinks(
  messages: readonly ChatMessageRecord[],
  interactions: readonly AiInteractionRecord[],
): Map<string, ReplyLink> {
  const byText = new Map<string, AiInteractionRecord[]>();
  for (const row of [...interactions].sort((a, b) => a.created_at - b.created_at)) {
    const list = byText.get(row.response) ?? [];
    list.push(row);
    byText.set(row.response, list);
  }
  const links = new Map<string, ReplyLink>();
  const replies = messages
    .filter((row) => !row.is_user)
    .sort((a, b) => a.timestamp - b.timestamp || a.created_at - b.created_at);
  for (const reply of replies) {
    const link = linkOf(byText.get(reply.message)?.shift()?.metadata);
    if (link) links.set(reply.id, link);
  }
  return links;
}
