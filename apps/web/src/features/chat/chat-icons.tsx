// Line icons of the chat screens (the app uses no icon library); decorative, the buttons carry the labels.
import { LineIcon } from '../../components/line-icon';

export { StarIcon } from '../../components/star-icon';

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
