// Typed fetch wrappers around the server's /api/community routes (decision 040): every write goes over HTTP, refusals come back as the server's stable error code.
import type { ChatSharing, RoomPresence } from '@groeipad/domain';
import type {
  ChatProfile,
  MemberRef,
  MessagePage,
  OpenReport,
  RoomMessage,
  RoomSummary,
} from '@groeipad/domain';
import type { CommunityMessage } from '@groeipad/local-db';

export const COMMUNITY_BASE = '/api/community';

// The wire's shapes are the domain's, the same the server sends.
export type {
  ChatProfile,
  ChatSharing,
  MemberRef,
  MessagePage,
  OpenReport,
  ReportContextMessage,
  ReportsClosedEvent,
  RoomPresence,
  RoomSummary,
  RoomMessage as ServerMessage,
} from '@groeipad/domain';

/** `network`: no answer at all (offline, server down); anything else is the server's code. */
export type ApiFailure = { ok: false; error: string; status: number; retryAfter?: number };
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const NETWORK_FAILURE = 'network';

/** The cache's row for a message the server stored. */
export function toCached(message: RoomMessage): CommunityMessage {
  return {
    room_id: message.roomId,
    seq: message.seq,
    client_id: message.clientId,
    body: message.body,
    created_at: message.createdAt,
    author_id: message.author.id,
    author_name: message.author.displayName,
    author_type: message.author.mbtiType,
  };
}

async function failureOf(response: Response): Promise<ApiFailure> {
  const retry = Number(response.headers.get('retry-after'));
  let error = response.status === 401 ? 'signed_out' : 'other';
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && response.status !== 401) error = body.error;
  } catch {
    // A body that is not JSON (a proxy's page): the status says enough.
  }
  return {
    ok: false,
    error,
    status: response.status,
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
  };
}

export type CommunityApi = ReturnType<typeof createCommunityApi>;

export function createCommunityApi(fetchImpl?: FetchLike) {
  // Wrapped: window.fetch called as a method of another object throws "Illegal invocation".
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await doFetch(`${COMMUNITY_BASE}${path}`, {
        credentials: 'same-origin',
        ...init,
        headers: init.body ? { 'content-type': 'application/json' } : {},
      });
    } catch {
      return { ok: false, error: NETWORK_FAILURE, status: 0 };
    }
    if (!response.ok) return failureOf(response);
    if (response.status === 204) return { ok: true, value: undefined as T };
    return { ok: true, value: (await response.json()) as T };
  }

  const post = <T>(path: string, body: unknown) =>
    call<T>(path, { method: 'POST', body: JSON.stringify(body) });
  const room = (roomId: string) => `/rooms/${encodeURIComponent(roomId)}`;

  return {
    rooms: () => call<{ rooms: RoomSummary[] }>('/rooms'),
    profile: () => call<{ profile: ChatProfile | null }>('/profile'),
    saveProfile: (profile: ChatProfile) =>
      call<{ profile: ChatProfile }>('/profile', {
        method: 'PUT',
        body: JSON.stringify(profile),
      }),
    /** null: no community profile yet, so nothing to share. */
    sharing: () => call<{ sharing: ChatSharing | null }>('/sharing'),
    saveSharing: (sharing: ChatSharing) =>
      call<{ sharing: ChatSharing }>('/sharing', {
        method: 'PUT',
        body: JSON.stringify(sharing),
      }),
    presence: (roomId: string) => call<RoomPresence>(`${room(roomId)}/presence`),
    join: (roomId: string) => post<void>(`${room(roomId)}/join`, {}),
    leave: (roomId: string) => post<void>(`${room(roomId)}/leave`, {}),
    markRead: (roomId: string, seq: number) => post<void>(`${room(roomId)}/read`, { seq }),
    after: (roomId: string, seq: number, limit = 200) =>
      call<MessagePage>(`${room(roomId)}/messages?after=${seq}&limit=${limit}`),
    before: (roomId: string, seq: number | null, limit = 50) =>
      call<MessagePage>(
        `${room(roomId)}/messages?limit=${limit}${seq === null ? '' : `&before=${seq}`}`,
      ),
    send: (roomId: string, clientId: string, body: string) =>
      post<{ message: RoomMessage }>(`${room(roomId)}/messages`, { clientId, body }),
    moderation: (roomId: string) =>
      call<{ reports: OpenReport[]; slowModeSeconds: number }>(`${room(roomId)}/moderation`),
    hide: (roomId: string, seq: number) => post<void>(`${room(roomId)}/messages/${seq}/hide`, {}),
    resolve: (roomId: string, reportId: string) =>
      post<void>(`${room(roomId)}/reports/${encodeURIComponent(reportId)}/resolve`, {}),
    mute: (roomId: string, memberId: string, minutes: number) =>
      post<void>(`${room(roomId)}/mute`, { memberId, minutes }),
    setSlowMode: (roomId: string, seconds: number) =>
      call<void>(`${room(roomId)}/slow-mode`, {
        method: 'PUT',
        body: JSON.stringify({ seconds }),
      }),
    /** Opens (or finds) the direct conversation with a member. */
    direct: (memberId: string) => post<{ roomId: string }>('/direct', { memberId }),
    favourites: () => call<{ favourites: MemberRef[] }>('/favourites'),
    favourite: (memberId: string) => post<void>('/favourites', { memberId }),
    unfavourite: (memberId: string) =>
      call<void>(`/favourites/${encodeURIComponent(memberId)}`, { method: 'DELETE' }),
    blocked: () => call<{ blocked: MemberRef[] }>('/blocks'),
    block: (memberId: string) => post<void>('/blocks', { memberId }),
    unblock: (memberId: string) =>
      call<void>(`/blocks/${encodeURIComponent(memberId)}`, { method: 'DELETE' }),
    /** Reports a message to the room's moderators, who see it with the messages around it. */
    report: (roomId: string, seq: number, reason: string) =>
      post<{ reported: true }>(`${room(roomId)}/messages/${seq}/report`, { reason }),
  };
}
