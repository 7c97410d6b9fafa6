// Line icons of the planning screen, drawn inline (no icon library); decorative, the button's label names it.
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type PlanningIconName = 'more' | 'remove' | 'add';

const shapes: Record<PlanningIconName, ReactElement> = {
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>
  ),
  remove: <path d="M6 6l12 12M18 6 6 18" />,
  add: <path d="M12 5v14M5 12h14" />,
};

export function PlanningIcon({ name, size = 20 }: { name: PlanningIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
