// The user's contacts, live, as the list and the conversation header show them (after seeding the roster).
import {
  contactsRepository,
  type ContactMessageSummary,
  type ContactsRepository,
  type LiveResult,
  type StoredContact,
} from '@groeipad/local-db';
import { namespaces } from '@groeipad/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveWithRetry } from '../../lib/use-live';
import { useBoundRepository } from '../../lib/use-repository';
import type { AiPersona } from './chat-personas';
import { toContactView, type ContactView } from './contact-view';
import { useRosterSeed } from './use-roster';

type Entry = { contact: StoredContact; summary: ContactMessageSummary };

export type ContactsResult<T> = {
  state: LiveResult<T>;
  retry: () => void;
  repository: ContactsRepository;
};

function withSummary(repository: ContactsRepository, userId: string) {
  return async (contact: StoredContact): Promise<Entry> => ({
    contact,
    summary: await repository.messageSummary(userId, contact.contact_id),
  });
}

/** Seeding, then the live read: loading until both are there, an error from either. */
function useSeededLive<T, V>(
  userId: string,
  read: (repository: ContactsRepository) => Promise<T>,
  deps: readonly unknown[],
  toView: (value: T) => V,
): ContactsResult<V> {
  const repository = useBoundRepository(contactsRepository, userId);
  const { seed, retry: retrySeed } = useRosterSeed(userId, repository);
  const live = useLiveWithRetry(() => read(repository), [repository, userId, ...deps]);
  const state = useMemo((): LiveResult<V> => {
    if (seed.status === 'error') return seed;
    if (seed.status === 'seeding' || live.result.status === 'loading') return { status: 'loading' };
    if (live.result.status === 'error') return live.result;
    return { status: 'ready', value: toView(live.result.value) };
  }, [seed, live.result, toView]);
  const retry = seed.status === 'error' ? retrySeed : live.retry;
  return { state, retry, repository };
}

function usePersonaName() {
  const { t } = useTranslation(namespaces);
  return useMemo(() => (persona: AiPersona) => t(`chat:personas.${persona.key}.name`), [t]);
}

export function useContacts(userId: string): ContactsResult<ContactView[]> {
  const personaName = usePersonaName();
  const toView = useMemo(
    () => (entries: Entry[]) =>
      entries.map(({ contact, summary }) => toContactView(contact, summary, personaName)),
    [personaName],
  );
  return useSeededLive(
    userId,
    async (repository) =>
      Promise.all((await repository.forUser(userId)).map(withSummary(repository, userId))),
    [],
    toView,
  );
}

/** One contact; null when the user has no contact with this id. */
export function useContact(userId: string, contactId: string): ContactsResult<ContactView | null> {
  const personaName = usePersonaName();
  const toView = useMemo(
    () => (entry: Entry | null) =>
      entry ? toContactView(entry.contact, entry.summary, personaName) : null,
    [personaName],
  );
  return useSeededLive(
    userId,
    async (repository) => {
      const contact = await repository.byContactId(userId, contactId);
      return contact ? withSummary(repository, userId)(contact) : null;
    },
    [contactId],
    toView,
  );
}
