// Line icons for the home shortcuts, drawn inline (no icon library); decorative, the label names the place.
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type ShortcutIconName =
  'journal' | 'coach' | 'lifeAreas' | 'basics' | 'imagination' | 'challenges';

const shapes: Record<ShortcutIconName, ReactElement> = {
  journal: (
    <>
      <path d="M6 4h11a1 1 0 0 1 1 1v15H7a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1z" />
      <path d="M5 18a2 2 0 0 1 2-2h11M9 8h6M9 11h4" />
    </>
  ),
  coach: (
    <>
      <path d="M4 5h16v11h-9l-5 4v-4H4z" />
      <path d="M12 7.5 12.9 10l2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z" />
    </>
  ),
  lifeAreas: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3.5v4M12 16.5v4M3.5 12h4M16.5 12h4" />
    </>
  ),
  basics: (
    <>
      <circle cx="12" cy="9" r="3.5" />
      <path d="M12 2.5v1.5M5.5 9H4M20 9h-1.5M7.4 4.4l1 1M16.6 4.4l-1 1" />
      <path d="M4 17c2.5-2 5.5-2 8 0s5.5 2 8 0M4 21c2.5-2 5.5-2 8 0s5.5 2 8 0" />
    </>
  ),
  imagination: (
    <>
      <path d="M15.5 4.5a7.5 7.5 0 1 0 4 11.5 6 6 0 0 1-4-11.5z" />
      <path d="M17.5 3.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" />
    </>
  ),
  challenges: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4M8.5 20h7M10 17h4" />
    </>
  ),
};

export function ShortcutIcon({ name, size = 28 }: { name: ShortcutIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
