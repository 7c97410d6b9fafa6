// The /chat/:contactId screen: the contact's header, their messages marked read, and the conversation
// (or, for a blocked contact, how to unblock them).
import { namespaces } from '@groeipad/i18n';
import type { ContactsRepository } from '@groeipad/local-db';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser, type CurrentUser } from '../../lib/use-current-user';
import { BlockConfirmModal } from './block-confirm-modal';
import { ContactsError, ContactsLoading } from './chat-states';
import { ContactConversation } from './contact-conversation';
import { BackToContacts, ContactHeader } from './contact-header';
import type { ContactView } from './contact-view';
import { useContactActions, type ContactActions } from './use-contact-actions';
import { useContact } from './use-contacts';
import { useMarkRead } from './use-mark-read';

/** A heading for the states without a contact to name (loading, no profile, a failed read). */
function PlainHeading() {
  const { t } = useTranslation(namespaces);
  return (
    <Group wrap="nowrap" gap="sm">
      <BackToContacts />
      <Title order={1} size="h3">
        {t('routes:screens.chat.title')}
      </Title>
    </Group>
  );
}

function NotFound() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md" data-testid="contact-not-found">
      <Group wrap="nowrap" gap="sm">
        <BackToContacts />
        <Title order={1} size="h3">
          {t('chat:conversation.notFoundTitle')}
        </Title>
      </Group>
      <Text c="dimmed">{t('chat:conversation.notFoundBody')}</Text>
      <Anchor component={Link} to="/chat">
        {t('chat:actions.back')}
      </Anchor>
    </Stack>
  );
}

function BlockedNotice({ contact, onUnblock }: { contact: ContactView; onUnblock: () => void }) {
  const { t } = useTranslation(namespaces);
  const name = contact.name;
  return (
    <Alert
      color="gray"
      title={t('chat:conversation.blockedTitle', { name })}
      data-testid="contact-blocked"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('chat:conversation.blockedBody', { name })}</Text>
        <Button size="xs" variant="light" onClick={onUnblock}>
          {t('chat:confirm.unblockConfirm')}
        </Button>
      </Stack>
    </Alert>
  );
}

type DetailProps = {
  contact: ContactView;
  user: CurrentUser;
  actions: ContactActions;
  repository: ContactsRepository;
};

function ContactDetail({ contact, user, actions, repository }: DetailProps) {
  const { t } = useTranslation(namespaces);
  const [confirming, setConfirming] = useState<ContactView | null>(null);
  useMarkRead(repository, user.id, contact.contactId, contact.unread);
  return (
    <Stack
      gap="md"
      component="section"
      aria-label={t('chat:conversation.label', { name: contact.name })}
    >
      <ContactHeader
        contact={contact}
        onToggleFavorite={() => void actions.toggleFavorite(contact)}
        onBlockChange={() => setConfirming(contact)}
      />
      {contact.blocked ? (
        <BlockedNotice contact={contact} onUnblock={() => setConfirming(contact)} />
      ) : (
        <ContactConversation contact={contact} user={user} />
      )}
      <BlockConfirmModal
        contact={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={actions.setBlocked}
      />
    </Stack>
  );
}

function ContactLoader({ user, contactId }: { user: CurrentUser; contactId: string }) {
  const { state, retry, repository } = useContact(user.id, contactId);
  const actions = useContactActions(repository, user.id);
  if (state.status === 'ready' && state.value) {
    return (
      <ContactDetail contact={state.value} user={user} actions={actions} repository={repository} />
    );
  }
  if (state.status === 'ready') return <NotFound />;
  return (
    <Stack gap="md">
      <PlainHeading />
      {state.status === 'loading' ? (
        <ContactsLoading rows={1} />
      ) : (
        <ContactsError error={state.error} onRetry={retry} />
      )}
    </Stack>
  );
}

export function ContactScreen() {
  const { t } = useTranslation(namespaces);
  const { contactId = '' } = useParams();
  const user = useCurrentUser();
  if (user.status === 'ready') {
    return (
      <Stack py="md">
        <ContactLoader key={contactId} user={user.user} contactId={contactId} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" py="md">
      <PlainHeading />
      {user.status === 'loading' ? (
        <ContactsLoading rows={1} />
      ) : (
        <Alert color="yellow" title={t('chat:noUser.title')}>
          <Text size="sm">{t('chat:noUser.body')}</Text>
          <Anchor component={Link} to="/profile" size="sm">
            {t('chat:noUser.action')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
