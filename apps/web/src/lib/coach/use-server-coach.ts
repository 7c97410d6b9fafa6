// Whether our server offers a model right now (asked once per screen; unavailable offline or signed out).
import { useEffect, useState } from 'react';
import { fetchServerCoachConfig } from './coach-provider';
import type { ServerCoachConfig } from './coach-provider';

export function useServerCoach(): ServerCoachConfig {
  const [config, setConfig] = useState<ServerCoachConfig>({ available: false, model: null });
  useEffect(() => {
    let live = true;
    const ask = () => {
      void fetchServerCoachConfig().then((next) => {
        if (live) setConfig(next);
      });
    };
    ask();
    window.addEventListener('online', ask);
    return () => {
      live = false;
      window.removeEventListener('online', ask);
    };
  }, []);
  return config;
}
