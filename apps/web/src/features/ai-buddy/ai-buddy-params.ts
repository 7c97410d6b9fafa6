// Who the AI buddy talks to and as which type, read from the query string: /ai-buddy?user=<id>&type=<MBTI>.
import { toMbtiType, type MbtiType } from '@groeipad/domain';

/** SPEC.md section 9: the AI buddy defaults to user id 'anonymous' and type ENFP. */
export const DEFAULT_AI_BUDDY_USER = 'anonymous';
export const DEFAULT_AI_BUDDY_TYPE: MbtiType = 'ENFP';
/** Same bound as the user id field of every table. */
const MAX_USER_ID_LENGTH = 200;

export type AiBuddyParams = { userId: string; mbtiType: MbtiType };

/**
 * Query parameters (not path segments) so that the spec's path /ai-buddy stays exact and either value
 * can be left out. A missing, empty or too long user id becomes 'anonymous'; the type is matched
 * case-insensitively against the 16 types and anything else becomes ENFP.
 */
export function parseAiBuddyParams(search: URLSearchParams): AiBuddyParams {
  const user = (search.get('user') ?? '').trim();
  const userId =
    user.length > 0 && user.length <= MAX_USER_ID_LENGTH ? user : DEFAULT_AI_BUDDY_USER;
  const mbtiType = toMbtiType(search.get('type')) ?? DEFAULT_AI_BUDDY_TYPE;
  return { userId, mbtiType };
}
