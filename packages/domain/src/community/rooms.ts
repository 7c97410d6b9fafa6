// The community's rooms: one per MBTI type, one per levensgebied, one for newcomers, and direct conversations between two members; ids and message limits shared by the server and the app.
import { MBTI_TYPES, type MbtiType } from '../mbti';
import { LEVENSGEBIEDEN, type LevensgebiedId } from '../questionnaires';

export type CommunityRoomKind = 'type' | 'topic' | 'direct';

/** A room that exists for everyone; direct rooms are made per pair of members. */
export type PublicRoom =
  | { id: `type:${MbtiType}`; kind: 'type'; topic: MbtiType }
  | { id: `area:${LevensgebiedId}`; kind: 'topic'; topic: LevensgebiedId }
  | { id: 'newcomers'; kind: 'topic'; topic: 'newcomers' };

export const NEWCOMERS_ROOM_ID = 'newcomers';

/** Every public room, in the order the listing shows them: types, then newcomers, then levensgebieden. */
export const PUBLIC_ROOMS: readonly PublicRoom[] = [
  ...MBTI_TYPES.map((type) => ({
    id: `type:${type}` as const,
    kind: 'type' as const,
    topic: type,
  })),
  { id: NEWCOMERS_ROOM_ID, kind: 'topic', topic: 'newcomers' },
  ...LEVENSGEBIEDEN.map((area) => ({
    id: `area:${area}` as const,
    kind: 'topic' as const,
    topic: area,
  })),
];

const publicIds = new Set<string>(PUBLIC_ROOMS.map((room) => room.id));

export function typeRoomId(type: MbtiType): `type:${MbtiType}` {
  return `type:${type}`;
}

export function isPublicRoomId(id: string): boolean {
  return publicIds.has(id);
}

// Account ids are better-auth's (letters and digits); anything else cannot name a member.
const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isMemberId(value: unknown): value is string {
  return typeof value === 'string' && MEMBER_ID.test(value);
}

/**
 * The one room of two members, the same whoever starts it (ids sorted). Throws for a member talking to
 * themselves or an id that is not a member id: callers validate input first.
 */
export function directRoomId(a: string, b: string): string {
  if (!isMemberId(a) || !isMemberId(b) || a === b) {
    throw new RangeError('a direct room needs two different member ids');
  }
  const [first, second] = a < b ? [a, b] : [b, a];
  return `dm:${first}:${second}`;
}

/** The two members of a direct room id, or null when `id` is not one. */
export function directRoomMembers(id: string): [string, string] | null {
  const parts = id.split(':');
  if (parts.length !== 3 || parts[0] !== 'dm') return null;
  const [, first, second] = parts;
  if (!isMemberId(first) || !isMemberId(second) || first >= second) return null;
  return [first, second];
}

export function roomKindOf(id: string): CommunityRoomKind | null {
  if (id.startsWith('type:') && isPublicRoomId(id)) return 'type';
  if (isPublicRoomId(id)) return 'topic';
  return directRoomMembers(id) ? 'direct' : null;
}

/** The longest message in characters (code points); longer is refused, never cut. */
export const COMMUNITY_MESSAGE_MAX_CHARS = 2000;

/** A client's message id: the outbox's UUID, unique per author, so a resend never duplicates. */
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export function isClientMessageId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID.test(value);
}

export type MessageBodyProblem = 'empty' | 'too_long';

// Control characters other than tab and line breaks are invisible, and PostgreSQL refuses U+0000.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Drops control characters and trims the edges; a body of only whitespace is empty. Line breaks inside are kept. */
export function normaliseMessageBody(
  body: string,
): { ok: true; body: string } | { ok: false; problem: MessageBodyProblem } {
  const trimmed = body.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if ([...trimmed].length > COMMUNITY_MESSAGE_MAX_CHARS) return { ok: false, problem: 'too_long' };
  return { ok: true, body: trimmed };
}
