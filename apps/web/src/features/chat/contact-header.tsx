// The top of a conversation: back to the list, the contact's picture, name, specialisation and state,
// and the favourite and block buttons.
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon, BlockIcon, StarIcon, UnblockIcon } from './chat-icons';
import { ContactAvatar } from './contact-avatar';
import type { ContactView } from './contact-view';
import { useStatusText } from './use-status-text';

type Props = {
  contact: ContactView;
  onToggleFavorite: () => void;
  onBlockChange: () => void;
};

/** 'Slaap · Rustig' for a specialist, 'Algemene coach · Warm' for the coach; nothing for a person. */
function usePersonaLine(contact: ContactView): string | null {
  const { t } = useTranslation(namespaces);
  const { persona } = contact;
  if (!persona) return null;
  const role = persona.specialisation
    ? t(`chat:specialisations.${persona.specialisation}`)
    : t(persona.personaKind === 'buddy' ? 'chat:kinds.buddy' : 'chat:kinds.coach');
  return `${role} · ${t(`chat:personalities.${persona.personality}`)}`;
}

export function BackToContacts() {
  const { t } = useTranslation(namespaces);
  return (
    <ActionIcon
      component={Link}
      to="/chat"
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('chat:actions.back')}
    >
      <BackIcon />
    </ActionIcon>
  );
}

export function ContactHeader({ contact, onToggleFavorite, onBlockChange }: Props) {
  const { t } = useTranslation(namespaces);
  const personaLine = usePersonaLine(contact);
  const status = useStatusText(contact);
  const name = contact.name;
  return (
    <Group
      wrap="nowrap"
      gap="sm"
      align="center"
      data-testid="contact-header"
      data-blocked={contact.blocked}
    >
      <BackToContacts />
      <ContactAvatar contact={contact} size={48} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Title order={1} size="h3" lineClamp={1}>
          {name}
        </Title>
        {personaLine ? (
          <Text size="sm" c="dimmed" truncate="end" data-testid="contact-persona">
            {personaLine}
          </Text>
        ) : null}
        <Text size="xs" c={contact.online && !contact.blocked ? 'teal' : 'dimmed'}>
          {status}
        </Text>
      </Stack>
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
    </Group>
  );
}
