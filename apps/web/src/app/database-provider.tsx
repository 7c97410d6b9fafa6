// Opens the local database once at start; shows the loading view meanwhile and a clear screen if it cannot be set up.
// Once open, the challenges' auto-completion starts in the background from a lazily loaded module.
import { openGroeipadDb } from '@groeipad/local-db';
import { useEffect, useState, type ReactNode } from 'react';
import { DatabaseErrorScreen } from '../components/database-error-screen';
import { LoadingScreen } from '../components/loading-screen';
import { DatabaseContext, type DatabaseContextValue } from '../lib/database-context';

type OpenState =
  | { kind: 'opening' }
  | { kind: 'open'; value: DatabaseContextValue }
  | { kind: 'failed'; error: Error };

export function DatabaseProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OpenState>({ kind: 'opening' });

  useEffect(() => {
    let cancelled = false;
    let stopBackground: (() => void) | undefined;
    openGroeipadDb({ requestPersistence: true }).then(
      (value) => {
        if (cancelled) return;
        setState({ kind: 'open', value });
        import('../lib/challenges/auto-complete-runner').then(
          (m) => {
            if (!cancelled) stopBackground = m.startChallengeAutoComplete(value.db).stop;
          },
          (error: unknown) => console.warn('Challenge auto-completion did not load', error),
        );
      },
      (error: unknown) => {
        console.error('Local database setup failed', error);
        if (!cancelled)
          setState({
            kind: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
      },
    );
    return () => {
      cancelled = true;
      stopBackground?.();
    };
  }, []);

  if (state.kind === 'opening') return <LoadingScreen />;
  if (state.kind === 'failed') return <DatabaseErrorScreen error={state.error} />;
  return <DatabaseContext.Provider value={state.value}>{children}</DatabaseContext.Provider>;
}
