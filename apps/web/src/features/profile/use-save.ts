// Runs a profile write and tells the user: "saved" only once the write resolved, the reason when it failed.
import { namespaces } from '@groeipad/i18n';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type RunSave = (write: () => Promise<unknown>, savedText?: string) => Promise<boolean>;

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function useSave(): { saving: boolean; run: RunSave } {
  const { t, i18n } = useTranslation(namespaces);
  const [pending, setPending] = useState(0);
  const run = useCallback<RunSave>(
    async (write, savedText) => {
      setPending((n) => n + 1);
      try {
        await write();
        notifications.show({
          color: 'teal',
          message: savedText ?? i18n.t('profile:saved'),
          closeButtonProps: { 'aria-label': t('common:actions.close') },
        });
        return true;
      } catch (error) {
        console.error('Profile write failed', error);
        notifications.show({
          color: 'red',
          message: i18n.t('profile:saveFailed', { reason: reasonOf(error) }),
          closeButtonProps: { 'aria-label': t('common:actions.close') },
        });
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [i18n, t],
  );
  return { saving: pending > 0, run };
}
