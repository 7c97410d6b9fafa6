// Small line icons for the task actions, drawn inline (the app uses no icon library); decorative only.
import type { ReactNode } from 'react';
import { LineIcon } from '../../components/line-icon';

// Task actions sit in compact rows, so their icons default to 18 px rather than LineIcon's 20.
function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return <LineIcon size={size}>{children}</LineIcon>;
}

export function PlusIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function PencilIcon() {
  return (
    <Icon>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </Icon>
  );
}

export function TrashIcon() {
  return (
    <Icon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

export function FilterIcon() {
  return (
    <Icon size={16}>
      <path d="M4 5h16l-6 7v6l-4 2v-8z" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon size={16}>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </Icon>
  );
}

export function CalendarIcon() {
  return (
    <Icon size={14}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Icon>
  );
}
