// A contact's favourite and block buttons, the same in the list and at the top of a conversation.
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlockIcon, StarIcon, UnblockIcon } from './chat-icons';
import type { ContactView } from './contact-view';

type Props = {
  contact: ContactView;
  onToggleFavorite: () => void;
  onBlockChange: () => void;
};

/** A blocked contact can only be unblocked: its favourite star is gone until then. */
export function ContactActions({ contact, onToggleFavorite, onBlockChange }: Props) {
  const { t } = useTranslation(namespaces);
  const name = contact.name;
  return (
    <Group gap={0} wrap="nowrap">
      {contact.blocked ? null : (
        <ActionIcon
          variant="subtle"
          color={contact.favorite ? 'yellow' : 'gray'}
          size="lg"
          aria-pressed={contact.favorite}
          aria-label={t('chat:actions.favorite', { name })}
          onClick={onToggleFavorite}
        >
          <StarIcon filled={contact.favorite} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color={contact.blocked ? 'teal' : 'gray'}
        size="lg"
        aria-label={t(contact.blocked ? 'chat:actions.unblock' : 'chat:actions.block', { name })}
        onClick={onBlockChange}
      >
        {contact.blocked ? <UnblockIcon /> : <BlockIcon />}
      </ActionIcon>
    </Group>
  );
}
