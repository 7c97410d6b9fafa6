// Line icons of the moods screen, drawn inline (no icon library); decorative, the text beside them says it.
import type { MoodTrend } from '@groeipad/domain';
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type MoodIconName = MoodTrend | 'delete';

const shapes: Record<MoodIconName, ReactElement> = {
  improving: <path d="M5 17 17 5M9 5h8v8" />,
  declining: <path d="M5 7l12 12M17 11v8H9" />,
  stable: <path d="M4 12h15M14 7l5 5-5 5" />,
  unknown: (
    <>
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5" />
      <path d="M12 17.5v.01" />
    </>
  ),
  delete: (
    <>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
    </>
  ),
};

export function MoodIcon({ name, size = 20 }: { name: MoodIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
