// Toasts of the settings screen: success and failure, each with a labelled close button.
import type { i18n as I18n } from 'i18next';
import { notifications } from '@mantine/notifications';

export function notify(i18n: I18n, kind: 'success' | 'failure', message: string): void {
  notifications.show({
    color: kind === 'success' ? 'teal' : 'red',
    message,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
  });
}
