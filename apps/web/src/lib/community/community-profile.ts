// The member's community profile when joining a room: the name they already chose is offered again, and it is
// saved only when it (or the type) changed, not on every join.
import { useEffect, useState } from 'react';
import type { ApiResult, ChatProfile, CommunityApi } from './community-api';

/**
 * Saves `wanted` unless the server already has exactly that profile. `known`: the profile the screen
 * already read (useStoredProfile), so it is not asked for twice; without it the server is asked first.
 */
export async function ensureProfile(
  api: Pick<CommunityApi, 'profile' | 'saveProfile'>,
  wanted: ChatProfile,
  known?: ChatProfile,
): Promise<ApiResult<unknown>> {
  const current = known ? { ok: true as const, value: { profile: known } } : await api.profile();
  if (!current.ok) return current;
  const stored = current.value.profile;
  if (stored?.displayName === wanted.displayName && stored.mbtiType === wanted.mbtiType) {
    return current;
  }
  return api.saveProfile(wanted);
}

/** The stored profile, once known (undefined while loading, when there is none, or offline). */
export function useStoredProfile(
  api: Pick<CommunityApi, 'profile'>,
  enabled: boolean,
): ChatProfile | undefined {
  const [profile, setProfile] = useState<ChatProfile>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.profile().then((answer) => {
      if (live && answer.ok && answer.value.profile) setProfile(answer.value.profile);
    });
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return profile;
}
