// The favourite star (contacts in /chat, members in the communities); decorative unless given a label.
import { Text } from '@mantine/core';
import { LineIcon } from './line-icon';

export function StarIcon({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <LineIcon size={size}>
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </LineIcon>
  );
}

/** A filled star that says "favourite" to screen readers. */
export function FavouriteMark({ label }: { label: string }) {
  return (
    <Text span c="yellow.7" role="img" aria-label={label} lh={0} data-testid="favourite-mark">
      <StarIcon filled size={16} />
    </Text>
  );
}
