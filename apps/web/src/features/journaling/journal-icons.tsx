// Line icons of the journal screens, drawn inline (no icon library); decorative, the control's label names it.
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type JournalIconName =
  | 'plus'
  | 'more'
  | 'search'
  | 'transfer'
  | 'star'
  | 'starFilled'
  | 'lock'
  | 'trash'
  | 'shuffle'
  | 'close'
  | 'back'
  | 'pen'
  | 'filter';

const shapes: Record<JournalIconName, ReactElement> = {
  plus: <path d="M12 5v14M5 12h14" />,
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  transfer: <path d="M7 4v13l-3-3M17 20V7l3 3" />,
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />,
  starFilled: (
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z"
      fill="currentColor"
    />
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  shuffle: <path d="M4 7h3l10 10h3M4 17h3l3-3M14 10l3-3h3M18 4l2 3-2 3M18 14l2 3-2 3" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  back: <path d="M15 5l-7 7 7 7" />,
  pen: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
};

export function JournalIcon({ name, size = 18 }: { name: JournalIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
