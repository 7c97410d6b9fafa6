// Shown when the local database cannot be set up at all ('Database V14 setup error'): the user must reload.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { FullScreenMessage } from './full-screen-message';

export function DatabaseErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation(namespaces);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return (
    <FullScreenMessage
      title={t('common:errors.title')}
      body={t('storage:setupError')}
      detail={`${error.message}${cause}`}
      action={t('common:errors.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
