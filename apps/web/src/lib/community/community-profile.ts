// The member's community profile when joining a room: the name they already chose is offered again, and it is
// saved only when it (or the type) changed, not on every join.
import { useEffect, useState } from 'react';
import type { ApiResult, ChatProfile, CommunityApi } from './community-api';

/** Saves `wanted` unless the server already has exactly that profile. */
export async function ensureProfile(
  api: Pick<CommunityApi, 'profile' | 'saveProfile'>,
  wanted: ChatProfile,
): Promise<ApiResult<unknown>> {
  const current = await api.profile();
  if (!current.ok) return current;
  const stored = current.value.profile;
  if (stored?.displayName === wanted.displayName && stored.mbtiType === wanted.mbtiType) {
    return current;
  }
  return api.saveProfile(wanted);
}

/** The stored display name, once known (undefined while loading, when there is none, or offline). */
export function useStoredDisplayName(
  api: Pick<CommunityApi, 'profile'>,
  enabled: boolean,
): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.profile().then((answer) => {
      if (live && answer.ok && answer.value.profile) setName(answer.value.profile.displayName);
    });
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return name;
}
