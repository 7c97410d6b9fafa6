// Line icons of the chat screens (the app uses no icon library); decorative, the buttons carry the labels.
import { LineIcon } from '../../components/line-icon';

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon size={18}>
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </LineIcon>
  );
}

export function BlockIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6 6l12 12" />
    </LineIcon>
  );
}

export function UnblockIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </LineIcon>
  );
}

export function BackIcon() {
  return (
    <LineIcon size={20}>
      <path d="M15 5l-7 7 7 7" />
    </LineIcon>
  );
}

export function SearchIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4 4" />
    </LineIcon>
  );
}
