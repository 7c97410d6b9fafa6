// Line icons of the planning screen, drawn inline (no icon library); decorative, the button's label names it.
import type { ReactElement } from 'react';

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
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
