// Runs a home-screen write and, when IndexedDB refuses it, tells the user why in their language.
import { namespaces } from '@groeipad/i18n';
import { StorageFullError } from '@groeipad/local-db';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What was being saved, so the message can name it. */
export type HomeWriteKind = 'mood' | 'goal' | 'task';

export type RunHomeWrite = <R>(
  kind: HomeWriteKind,
  write: () => Promise<R>,
) => Promise<R | undefined>;

/** Resolves with the write's result once committed, or undefined after showing the failure. */
export function useHomeWrite(): RunHomeWrite {
  const { t } = useTranslation(namespaces);
  return useCallback<RunHomeWrite>(
    async (kind, write) => {
      try {
        return await write();
      } catch (error) {
        console.error(`Home: the ${kind} write failed`, error);
        notifications.show({
          color: 'red',
          title: t(`home:errors.${kind}`),
          message:
            error instanceof StorageFullError
              ? t('home:errors.storageFull')
              : t('home:errors.retry'),
          closeButtonProps: { 'aria-label': t('common:actions.close') },
        });
        return undefined;
      }
    },
    [t],
  );
}
