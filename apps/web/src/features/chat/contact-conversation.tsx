// Below the contact header: the conversation with an AI contact, spoken by its persona (human conversations
// come with communities). The thread of a contact is one session, the same on every device.
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { CoachChat } from '../../components/coach-chat';
import type { CurrentUser } from '../../lib/use-current-user';
import { coachPersonaOf } from './chat-personas';
import type { ContactView } from './contact-view';

/** One continuing thread per contact, like a messenger: every device writes to the same session. */
export function contactSessionId(contactId: string): string {
  return `chat-${contactId}`;
}

export function ContactConversation({
  contact,
  user,
}: {
  contact: ContactView;
  user: CurrentUser;
}) {
  const { t } = useTranslation(namespaces);
  const { persona } = contact;
  if (!persona) return null;
  return (
    <CoachChat
      persona={coachPersonaOf(persona)}
      contactId={contact.contactId}
      sessionId={contactSessionId(contact.contactId)}
      contextType="chat"
      user={user}
      coachName={contact.name}
      greeting={t(`chat:personas.${persona.key}.greeting`)}
    />
  );
}
