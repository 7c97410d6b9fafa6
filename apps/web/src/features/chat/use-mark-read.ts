// While a conversation is open, the contact's incoming messages count as read: on opening, and as new ones arrive.
import { namespaces } from '@groeipad/i18n';
import type { ContactsRepository } from '@groeipad/local-db';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailed } from '../../components/daily/notify';

export function useMarkRead(
  repository: ContactsRepository,
  userId: string,
  contactId: string,
  unread: number,
): void {
  const { t } = useTranslation(namespaces);
  useEffect(() => {
    // Runs again only when the unread count changes, so a failure is not retried in a loop.
    if (unread === 0) return;
    repository.markRead(userId, contactId).catch((error: unknown) => {
      console.error('Marking messages read failed', error);
      notifyFailed(t('chat:errors.markRead'), { close: t('common:actions.close') });
    });
  }, [repository, userId, contactId, unread, t]);
}
