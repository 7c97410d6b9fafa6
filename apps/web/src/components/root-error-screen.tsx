// The root error screen of SPEC.md section 2: any unhandled error lands here with a reload button.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullScreenMessage } from './full-screen-message';

/** What browsers and bundlers say when a code-split chunk cannot be fetched (Chromium, Safari, Firefox, webpack). */
const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk .*failed/i,
  /Unable to preload CSS/i,
];

/** True when `error` is a failed load of a lazily imported chunk (a deploy or a dropped connection), which a reload fixes. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkFailurePatterns.some((pattern) => pattern.test(error.message));
}

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

export function RootErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation(namespaces);
  console.error('Unhandled application error', error);
  const chunkFailed = isChunkLoadError(error);
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
