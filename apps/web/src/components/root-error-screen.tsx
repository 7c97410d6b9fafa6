// The root error screen of SPEC.md section 2: any unhandled error lands here with a reload button.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullScreenMessage } from './full-screen-message';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

export function RootErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation(namespaces);
  console.error('Unhandled application error', error);
  const chunkFailed =
    error instanceof Error && /Loading chunk|dynamically imported module/i.test(error.message);
  return (
    <FullScreenMessage
      title={t('common:errors.title')}
      body={chunkFailed ? t('common:errors.chunkLoad') : t('common:errors.body')}
      detail={describe(error)}
      action={t('common:errors.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
