// Toasts of the settings screen: success and failure, each with a labelled close button.
import type { i18n as I18n } from 'i18next';
import { notifyFailed, notifySaved } from '../../components/daily/notify';

export function notify(i18n: I18n, kind: 'success' | 'failure', message: string): void {
  const labels = { close: i18n.t('common:actions.close') };
  if (kind === 'success') notifySaved(message, labels);
  // Settings failures close on their own like the successes (true: the provider's default delay).
  else notifyFailed(message, labels, { autoClose: true });
}
