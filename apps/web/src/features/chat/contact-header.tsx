// The top of a conversation: back to the list, the contact's picture, name, specialisation and state,
// and the favourite and block buttons.
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon } from './chat-icons';
import { ContactActions } from './contact-actions';
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
  const personaLine = usePersonaLine(contact);
  const status = useStatusText(contact);
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
        {/* Smaller on a phone and up to two lines, so "Relatiecoach" is read whole beside the actions. */}
        <Title
          order={1}
          fz={{ base: 'lg', xs: 'h3' }}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
        >
          {contact.name}
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
      <ContactActions
        contact={contact}
        onToggleFavorite={onToggleFavorite}
        onBlockChange={onBlockChange}
      />
    </Group>
  );
}
