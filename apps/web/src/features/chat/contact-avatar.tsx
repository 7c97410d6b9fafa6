// A contact's picture (emoji, image or initials) with a green dot while they can be reached.
import { initials } from '@groeipad/domain';
import { Avatar, Indicator } from '@mantine/core';
import type { ContactView } from './contact-view';

/** The avatar field holds an image URL, a path or an emoji (SPEC.md 3, contacts). */
function isImage(avatar: string): boolean {
  return /^(https?:|data:image\/|\/)/.test(avatar);
}

export function ContactAvatar({ contact, size = 44 }: { contact: ContactView; size?: number }) {
  const avatar = contact.avatar?.trim() ?? '';
  const image = avatar !== '' && isImage(avatar);
  return (
    <Indicator
      color="teal"
      size={12}
      offset={5}
      position="bottom-end"
      withBorder
      disabled={!contact.online || contact.blocked}
      data-testid="contact-online"
      data-online={contact.online && !contact.blocked}
    >
      <Avatar
        size={size}
        radius="xl"
        color={contact.isAi ? 'teal' : 'initials'}
        name={contact.name}
        src={image ? avatar : undefined}
        alt=""
        aria-hidden="true"
        style={contact.blocked ? { filter: 'grayscale(1)', opacity: 0.6 } : undefined}
      >
        {image ? null : (
          <span style={{ fontSize: avatar ? size * 0.5 : undefined }}>
            {avatar || initials(contact.name)}
          </span>
        )}
      </Avatar>
    </Indicator>
  );
}
