// Small line icons of the action plans screen, drawn inline (the app uses no icon library); decorative only.
import { LineIcon } from '../../components/line-icon';

export function BackIcon() {
  return (
    <LineIcon size={18}>
      <path d="M15 18l-6-6 6-6" />
    </LineIcon>
  );
}

export function PencilIcon() {
  return (
    <LineIcon size={18}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </LineIcon>
  );
}
