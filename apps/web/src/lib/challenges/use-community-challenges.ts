// The type community's challenges of the week and the opt-in rank, from the server while signed in and online;
// asked again every minute while the page is in view, after a sync and after every change.
import type { ChallengeRankWire, CommunityChallengesWire } from '@groeipad/domain';
import { useCallback, useEffect, useState } from 'react';
import { pollWhileVisible } from '../poll-while-visible';
import { NETWORK_FAILURE, type ApiResult } from '../community/community-api';
import { createChallengesApi, type ChallengesApi } from './challenges-api';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; error: string }
  | { status: 'ready'; value: T };

const defaultApi = createChallengesApi();
const EVERY_MS = 60_000;

function remoteOf<T>(result: ApiResult<T>): Remote<T> {
  if (result.ok) return { status: 'ready', value: result.value };
  return result.error === NETWORK_FAILURE
    ? { status: 'offline' }
    : { status: 'error', error: result.error };
}

export function useCommunityChallenges(enabled: boolean, api: ChallengesApi = defaultApi) {
  const [week, setWeek] = useState<Remote<CommunityChallengesWire>>({ status: 'loading' });
  const [rank, setRank] = useState<Remote<ChallengeRankWire>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const ask = () => {
      if (!navigator.onLine) {
        setWeek({ status: 'offline' });
        setRank({ status: 'offline' });
        return;
      }
      void api.community().then((result) => current && setWeek(remoteOf(result)));
      void api.rank().then((result) => current && setRank(remoteOf(result)));
    };
    ask();
    const stop = pollWhileVisible(ask, EVERY_MS);
    const offline = () => {
      setWeek({ status: 'offline' });
      setRank({ status: 'offline' });
    };
    window.addEventListener('offline', offline);
    return () => {
      current = false;
      stop();
      window.removeEventListener('offline', offline);
    };
  }, [api, enabled, version]);

  const optIn = useCallback(
    async (value: boolean) => {
      const result = await api.setRank(value);
      if (result.ok) setRank({ status: 'ready', value: result.value });
      return result;
    },
    [api],
  );

  const like = useCallback(
    async (request: Parameters<ChallengesApi['like']>[0], liked: boolean) => {
      const result = await (liked ? api.unlike(request) : api.like(request));
      if (result.ok) reload();
      return result;
    },
    [api, reload],
  );

  return { week, rank, reload, optIn, like };
}
