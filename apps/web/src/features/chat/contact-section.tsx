// A titled group of contacts (AI coaches, people, blocked) as a list; `children` follow the list (or stand
// alone when it is empty).
import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ContactRow } from './contact-row';
import type { ContactView } from './contact-view';

type Props = {
  title: string;
  contacts: readonly ContactView[];
  now: number;
  onToggleFavorite: (contact: ContactView) => void;
  onBlockChange: (contact: ContactView) => void;
  testId: string;
  children?: ReactNode;
};

export function ContactSection({ title, contacts, now, testId, children, ...actions }: Props) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {contacts.length === 0 ? null : (
        <Stack
          component="ul"
          gap="xs"
          aria-labelledby={headingId}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {contacts.map((contact) => (
            <ContactRow key={contact.contactId} contact={contact} now={now} {...actions} />
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
