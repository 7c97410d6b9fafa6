// The built-in AI contacts, seeded into the user's contacts on first visit.
import { namespaces } from '@groeipad/i18n';
import type { ContactsRepository } from '@groeipad/local-db';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rosterSeeds } from './chat-personas';

export type SeedState =
  { status: 'seeding' } | { status: 'done' } | { status: 'error'; error: unknown };

/**
 * Seeds the roster once per user and mount; seeding is idempotent (by contact_id, with a record id
 * every device derives alike), so a second tab or device adds nothing.
 */
export function useRosterSeed(
  userId: string,
  repository: ContactsRepository,
): { seed: SeedState; retry: () => void } {
  const { t } = useTranslation(namespaces);
  // The names are stored in the language of the moment; a later language switch needs no new seed.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);
  const [seed, setSeed] = useState<SeedState>({ status: 'seeding' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const seeds = rosterSeeds((persona) => translate.current(`chat:personas.${persona.key}.name`));
    repository.ensure(userId, seeds).then(
      () => {
        if (current) setSeed({ status: 'done' });
      },
      (error: unknown) => {
        console.error('Seeding the AI contacts failed', error);
        if (current) setSeed({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [repository, userId, attempt]);
  const retry = useCallback(() => {
    setSeed({ status: 'seeding' });
    setAttempt((n) => n + 1);
  }, []);
  return { seed, retry };
}
