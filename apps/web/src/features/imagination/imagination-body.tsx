// Chooses what the screen shows from the address: the overview, one session or one inspiration.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CurrentUser } from '../../lib/use-current-user';
import { paramsOf, viewFromParams, type Navigate } from './imagination-params';
import { InspirationView } from './inspiration-view';
import { ImaginationOverview } from './imagination-overview';
import { SessionView } from './session-view';

export function ImaginationBody({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  // A new history entry per view, so the browser's back button leaves a session the way it came.
  const go: Navigate = useCallback((next) => setParams(paramsOf(next)), [setParams]);
  if (view.kind === 'session')
    return <SessionView key={view.id} user={user} id={view.id} go={go} />;
  if (view.kind === 'inspiration') {
    return <InspirationView key={view.id} user={user} id={view.id} go={go} />;
  }
  return <ImaginationOverview user={user} filter={view.filter} go={go} />;
}
