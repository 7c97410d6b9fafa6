// Line icons of the goals screen, drawn inline (no icon library); decorative, the button's label names it.
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type GoalIconName = 'previous' | 'next' | 'more' | 'link';

const shapes: Record<GoalIconName, ReactElement> = {
  previous: <path d="M15 5l-7 7 7 7" />,
  next: <path d="M9 5l7 7-7 7" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
};

export function GoalIcon({ name, size = 20 }: { name: GoalIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
