// Favourite and block writes from the list and the conversation header; a failure is told with its reason.
import { namespaces } from '@groeipad/i18n';
import type { ContactsRepository } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailed, reasonOf } from '../../components/daily/notify';
import type { ContactView } from './contact-view';

export type ContactActions = {
  toggleFavorite: (contact: ContactView) => Promise<boolean>;
  setBlocked: (contact: ContactView, blocked: boolean) => Promise<boolean>;
};

export function useContactActions(repository: ContactsRepository, userId: string): ContactActions {
  const { t } = useTranslation(namespaces);
  return useMemo((): ContactActions => {
    async function attempt(write: () => Promise<unknown>, failed: string): Promise<boolean> {
      try {
        await write();
        return true;
      } catch (error) {
        console.error('Contact write failed', error);
        const reason = t('chat:errors.reason', { reason: reasonOf(error) });
        notifyFailed(`${failed} ${reason}`, { close: t('common:actions.close') });
        return false;
      }
    }
    return {
      toggleFavorite: (contact) =>
        attempt(
          () => repository.setFavorite(userId, contact.contactId, !contact.favorite),
          t('chat:errors.favorite'),
        ),
      setBlocked: (contact, blocked) =>
        attempt(
          () => repository.setBlocked(userId, contact.contactId, blocked),
          t('chat:errors.block'),
        ),
    };
  }, [repository, t, userId]);
}
