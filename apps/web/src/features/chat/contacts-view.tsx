// The contact list of one user: search by name, AI coaches, people (or why there are none yet), blocked.
import { namespaces } from '@groeipad/i18n';
import { Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchingDirects,
  matchingMembers,
  useDirectConversations,
} from '../../lib/community/use-direct-conversations';
import { useFavourites } from '../../lib/community/use-favourites';
import { useNow } from '../../lib/use-now';
import { BlockConfirmModal } from './block-confirm-modal';
import { SearchIcon } from './chat-icons';
import { ContactsError, ContactsLoading, NoMatch } from './chat-states';
import { CommunityPeople } from './community-people';
import { ContactSection } from './contact-section';
import { contactSections, type ContactView } from './contact-view';
import { useContactActions } from './use-contact-actions';
import { useContacts } from './use-contacts';

const NO_CONTACTS: ContactView[] = [];

export function ContactsView({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(namespaces);
  const { state, retry, repository } = useContacts(userId);
  const actions = useContactActions(repository, userId);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<ContactView | null>(null);
  const now = useNow();
  const directs = useDirectConversations();
  const favourites = useFavourites(directs.account === 'signed_in');
  const contacts = state.status === 'ready' ? state.value : NO_CONTACTS;
  const sections = useMemo(
    () => contactSections(contacts, query, i18n.language),
    [contacts, query, i18n.language],
  );

  if (state.status === 'loading') return <ContactsLoading />;
  if (state.status === 'error') return <ContactsError error={state.error} onRetry={retry} />;

  const searching = query.trim() !== '';
  // People are the member's direct conversations from the communities (and any people stored here before).
  const directMatches = matchingDirects(directs.rooms ?? [], query, i18n.language);
  const favouriteMatches =
    directs.account === 'signed_in' || directs.account === 'offline_unknown'
      ? matchingMembers(favourites.members ?? [], query, i18n.language)
      : [];
  const found =
    sections.ai.length +
    sections.people.length +
    sections.blocked.length +
    directMatches.length +
    favouriteMatches.length;
  const hasPeople = contacts.some((contact) => !contact.isAi);
  const showPeople =
    !searching ||
    sections.people.length > 0 ||
    directMatches.length > 0 ||
    favouriteMatches.length > 0;
  const rowActions = {
    now,
    onToggleFavorite: (contact: ContactView) => void actions.toggleFavorite(contact),
    onBlockChange: setConfirming,
  };

  return (
    <Stack gap="lg" data-testid="contacts-view">
      <TextInput
        type="search"
        aria-label={t('chat:search.label')}
        placeholder={t('chat:search.placeholder')}
        leftSection={<SearchIcon />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {searching && found === 0 ? (
        <NoMatch query={query.trim()} onClear={() => setQuery('')} />
      ) : null}
      {sections.ai.length > 0 ? (
        <ContactSection
          title={t('chat:sections.ai')}
          contacts={sections.ai}
          testId="section-ai"
          {...rowActions}
        />
      ) : null}
      {showPeople ? (
        <ContactSection
          title={t('chat:sections.people')}
          contacts={sections.people}
          testId="section-people"
          {...rowActions}
        >
          <CommunityPeople
            directs={directs}
            favourites={favourites}
            matches={directMatches}
            favouriteMatches={favouriteMatches}
            searching={searching}
            hasLocalPeople={hasPeople}
          />
        </ContactSection>
      ) : null}
      {sections.blocked.length > 0 ? (
        <ContactSection
          title={t('chat:sections.blocked')}
          contacts={sections.blocked}
          testId="section-blocked"
          {...rowActions}
        />
      ) : null}
      <BlockConfirmModal
        contact={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={actions.setBlocked}
      />
    </Stack>
  );
}
