// The texts behind the member sheet's actions: report reasons as the moderators read them, and the
// server's refusals as the member reads them.

export const REPORT_REASONS = ['harassment', 'hate', 'spam', 'safety', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the server stores as the report's reason (at most 500 characters): the code, then the note. */
export function reportText(reason: ReportReason, note: string): string {
  const text = note.trim().replace(/\s+/g, ' ');
  return (text === '' ? reason : `${reason}: ${text}`).slice(0, 500);
}

const KNOWN = [
  'network',
  'profile_required',
  'unknown_member',
  'unknown_message',
  'rate_limited',
  'signed_out',
  'member_blocked',
] as const;

/** The member sheet's message for a refusal; an unknown code reads as a plain failure. */
export function memberErrorKey(
  code: string | undefined,
): `community:member.errors.${(typeof KNOWN)[number] | 'other'}` {
  const known = KNOWN.find((candidate) => candidate === code);
  return `community:member.errors.${known ?? 'other'}`;
}
