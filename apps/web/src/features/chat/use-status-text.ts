// How reachable a contact is, in words: AI contacts are always available; people are online or offline.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import type { ContactView } from './contact-view';

export function useStatusText(contact: ContactView): string {
  const { t } = useTranslation(namespaces);
  if (contact.blocked) return t('chat:status.blocked');
  if (contact.isAi) return t('chat:status.available');
  return t(contact.online ? 'chat:status.online' : 'chat:status.offline');
}
