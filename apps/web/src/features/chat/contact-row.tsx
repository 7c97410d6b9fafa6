// One contact in the list: picture and online dot, name, last message or description, time, unread count,
// and the favourite and block buttons. A blocked contact is greyed out and opens no conversation.
import { preview, PROMPT_PREVIEW_LENGTH } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactActions } from './contact-actions';
import { ContactAvatar } from './contact-avatar';
import type { ContactView } from './contact-view';
import { relativeTime } from '../../lib/relative-time';
import { useStatusText } from './use-status-text';

type Props = {
  contact: ContactView;
  now: number;
  onToggleFavorite: (contact: ContactView) => void;
  onBlockChange: (contact: ContactView) => void;
};

/**
 * The last message cut at 50 characters (the spec's preview length), the user's own marked as theirs;
 * before any message, what a persona is for, or whether a person is online.
 */
function useSubtitle(contact: ContactView, status: string): string {
  const { t } = useTranslation(namespaces);
  const { last, persona } = contact;
  if (last) {
    const text = preview(last.text, PROMPT_PREVIEW_LENGTH);
    return last.fromUser ? t('chat:row.you', { text }) : text;
  }
  return persona ? t(`chat:personas.${persona.key}.description`) : status;
}

function RowBody({ contact, now }: { contact: ContactView; now: number }) {
  const { t, i18n } = useTranslation(namespaces);
  const status = useStatusText(contact);
  const subtitle = useSubtitle(contact, status);
  const showUnread = contact.unread > 0 && !contact.blocked;
  return (
    <Group wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <ContactAvatar contact={contact} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text
            fw={showUnread ? 700 : 600}
            c={contact.blocked ? 'dimmed' : undefined}
            truncate="end"
            data-testid="contact-name"
          >
            {contact.name}
          </Text>
          {contact.last ? (
            <Text
              component="time"
              size="xs"
              c="dimmed"
              style={{ flexShrink: 0 }}
              dateTime={new Date(contact.last.at).toISOString()}
              data-testid="contact-time"
            >
              {relativeTime(contact.last.at, now, i18n.language, t('chat:row.justNow'))}
            </Text>
          ) : null}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" truncate="end" data-testid="contact-subtitle">
            {subtitle}
          </Text>
          {showUnread ? (
            <>
              <Badge
                size="sm"
                circle={contact.unread < 10}
                aria-hidden="true"
                data-testid="unread-badge"
              >
                {contact.unread}
              </Badge>
              <VisuallyHidden>{t('chat:row.unread', { count: contact.unread })}</VisuallyHidden>
            </>
          ) : null}
        </Group>
        <VisuallyHidden data-testid="contact-status">{status}</VisuallyHidden>
      </Stack>
    </Group>
  );
}

export function ContactRow({ contact, now, onToggleFavorite, onBlockChange }: Props) {
  return (
    <Card
      component="li"
      withBorder
      padding="xs"
      radius="md"
      aria-label={contact.name}
      data-testid="contact-row"
      data-contact-id={contact.contactId}
      data-favorite={contact.favorite}
      data-blocked={contact.blocked}
      // Greyed by background and a grey picture rather than opacity, so the text keeps its contrast.
      bg={contact.blocked ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Group wrap="nowrap" gap="xs">
        {contact.blocked ? (
          <RowBody contact={contact} now={now} />
        ) : (
          <UnstyledButton
            component={Link}
            to={`/chat/${encodeURIComponent(contact.contactId)}`}
            style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-md)' }}
          >
            <RowBody contact={contact} now={now} />
          </UnstyledButton>
        )}
        <ContactActions
          contact={contact}
          onToggleFavorite={() => onToggleFavorite(contact)}
          onBlockChange={() => onBlockChange(contact)}
        />
      </Group>
    </Card>
  );
}
