// The room listing from the server (member counts, last activity, unread, joined), with join, leave and a reload.
import { useCallback, useEffect, useState } from 'react';
import {
  createCommunityApi,
  type ApiResult,
  type CommunityApi,
  type RoomSummary,
} from './community-api';

export type RoomsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; rooms: RoomSummary[] };

const defaultApi = createCommunityApi();

export function useCommunityRooms(enabled: boolean, api: CommunityApi = defaultApi) {
  const [state, setState] = useState<RoomsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void api.rooms().then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', rooms: result.value.rooms }
          : { status: 'error', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [api, enabled, version]);

  const act = useCallback(
    async (action: Promise<ApiResult<void>>): Promise<ApiResult<void>> => {
      const result = await action;
      if (result.ok) reload();
      return result;
    },
    [reload],
  );

  return {
    state,
    reload,
    join: (roomId: string) => act(api.join(roomId)),
    leave: (roomId: string) => act(api.leave(roomId)),
  };
}
