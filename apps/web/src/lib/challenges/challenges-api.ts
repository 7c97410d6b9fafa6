// Typed fetch wrappers around the server's /api/challenges routes: the type community's week, likes and the
// opt-in rank. Failures come back as the server's error code, `network` when there was no answer at all.
import type {
  ChallengeLikeRequest,
  ChallengeRankWire,
  CommunityChallengesWire,
} from '@groeipad/domain';
import { NETWORK_FAILURE, type ApiResult, type FetchLike } from '../community/community-api';

export const CHALLENGES_BASE = '/api/challenges';

export type ChallengesApi = ReturnType<typeof createChallengesApi>;

export function createChallengesApi(fetchImpl?: FetchLike) {
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(path: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await doFetch(`${CHALLENGES_BASE}${path}`, {
        method,
        credentials: 'same-origin',
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    } catch {
      return { ok: false, error: NETWORK_FAILURE, status: 0 };
    }
    if (!response.ok) {
      let error = response.status === 401 ? 'signed_out' : 'other';
      try {
        const parsed = (await response.json()) as { error?: unknown };
        if (typeof parsed.error === 'string' && response.status !== 401) error = parsed.error;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      return { ok: false, error, status: response.status };
    }
    if (response.status === 204) return { ok: true, value: undefined as T };
    return { ok: true, value: (await response.json()) as T };
  }

  return {
    community: () => call<CommunityChallengesWire>('/community'),
    like: (like: ChallengeLikeRequest) => call<void>('/likes', 'POST', like),
    unlike: (like: ChallengeLikeRequest) => call<void>('/likes', 'DELETE', like),
    rank: () => call<ChallengeRankWire>('/rank'),
    setRank: (optIn: boolean) => call<ChallengeRankWire>('/rank', 'PUT', { optIn }),
  };
}
