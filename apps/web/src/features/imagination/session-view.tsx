// One session from the address: the step to answer while it runs, its transcript once it has ended.
import { namespaces } from '@groeipad/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/use-current-user';
import type { Navigate } from './imagination-params';
import { ListLoading, NotFound } from './imagination-states';
import { SessionStep } from './session-step';
import { SessionTranscript } from './session-transcript';
import { useSession } from './use-imagination';

type Props = { user: CurrentUser; id: string; go: Navigate };

export function SessionView({ user, id, go }: Props) {
  const { t } = useTranslation(namespaces);
  const session = useSession(user.id, id);
  // While finishing, the step stays on screen until the inspiration exists and the address moves on.
  const [finishing, setFinishing] = useState(false);
  if (session === undefined) return <ListLoading label={t('imagination:session.loading')} />;
  if (session === null) {
    return (
      <NotFound
        title={t('imagination:session.notFound.title')}
        body={t('imagination:session.notFound.body')}
      />
    );
  }
  if (session.is_active || finishing) {
    return (
      <SessionStep
        key={session.step}
        session={session}
        user={user}
        go={go}
        onFinishing={setFinishing}
      />
    );
  }
  return <SessionTranscript session={session} user={user} go={go} />;
}
