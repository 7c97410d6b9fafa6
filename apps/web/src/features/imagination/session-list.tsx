// Earlier sessions, newest first: how far each got and whether it is running, finished or stopped.
import { namespaces } from '@groeipad/i18n';
import { readSessionData } from '@groeipad/local-db';
import { useTranslation } from 'react-i18next';
import { HistoryCard, HistorySection } from './history-card';
import { useDateFormat } from './imagination-format';
import { EmptyCard, ListLoading } from './imagination-states';
import classes from './imagination.module.css';
import type { SessionRecord } from './use-imagination';

type Props = { sessions: SessionRecord[] | undefined; onOpen: (id: string) => void };

const COLORS = { active: 'teal', finished: 'blue', stopped: 'gray' } as const;

function stateOf(session: SessionRecord): keyof typeof COLORS {
  if (session.is_active) return 'active';
  return readSessionData(session.session_data).ended === 'finished' ? 'finished' : 'stopped';
}

export function SessionList({ sessions, onOpen }: Props) {
  const { t } = useTranslation(namespaces);
  const formatDate = useDateFormat();
  return (
    <HistorySection
      headingId="imagination-sessions-heading"
      title={t('imagination:history.sessions')}
    >
      {sessions === undefined ? <ListLoading label={t('imagination:history.loading')} /> : null}
      {sessions?.length === 0 ? (
        <EmptyCard
          testId="imagination-sessions-empty"
          title={t('imagination:history.emptySessions.title')}
          body={t('imagination:history.emptySessions.body')}
        />
      ) : null}
      <ul className={classes.list}>
        {sessions?.map((session) => {
          const state = stateOf(session);
          const data = readSessionData(session.session_data);
          const title = session.session_title;
          return (
            <HistoryCard
              key={session.id}
              testId="imagination-past-session"
              title={title}
              status={{
                label: t(`imagination:history.sessionStatus.${state}`),
                color: COLORS[state],
              }}
              meta={
                <>
                  {formatDate(session.created_at)}
                  {' · '}
                  {t('imagination:history.answered', {
                    answered: data.exchanges.length,
                    total: data.step_count,
                  })}
                </>
              }
              open={{
                label:
                  state === 'active'
                    ? t('imagination:active.continue')
                    : t('imagination:history.open'),
                ariaLabel:
                  state === 'active'
                    ? t('imagination:history.continueLabel', { title })
                    : t('imagination:history.openLabel', { title }),
                onClick: () => onOpen(session.id),
              }}
            />
          );
        })}
      </ul>
    </HistorySection>
  );
}
