// One inspiration from the address, loaded live; the editor once it is there.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/use-current-user';
import type { Navigate } from './imagination-params';
import { ListLoading, NotFound } from './imagination-states';
import { InspirationEditor } from './inspiration-editor';
import { useInspiration } from './use-imagination';

type Props = { user: CurrentUser; id: string; go: Navigate };

export function InspirationView({ user, id, go }: Props) {
  const { t } = useTranslation(namespaces);
  const inspiration = useInspiration(user.id, id);
  if (inspiration === undefined)
    return <ListLoading label={t('imagination:inspiration.loading')} />;
  if (inspiration === null) {
    return (
      <NotFound
        title={t('imagination:inspiration.notFound.title')}
        body={t('imagination:inspiration.notFound.body')}
      />
    );
  }
  return <InspirationEditor inspiration={inspiration} user={user} go={go} />;
}
