// Line icons of the analytics screen, drawn inline (no icon library); decorative, the text beside them says it.
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type AnalyticsIconName =
  | 'previous'
  | 'next'
  | 'improving'
  | 'declining'
  | 'stable'
  | 'unknown'
  | 'entries'
  | 'words'
  | 'reading'
  | 'goals'
  | 'waves'
  | 'insight';

const shapes: Record<AnalyticsIconName, ReactElement> = {
  previous: <path d="M15 5l-7 7 7 7" />,
  next: <path d="M9 5l7 7-7 7" />,
  improving: <path d="M5 17 17 5M9 5h8v8" />,
  declining: <path d="M5 7l12 12M17 11v8H9" />,
  stable: <path d="M4 12h15M14 7l5 5-5 5" />,
  unknown: (
    <>
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5" />
      <path d="M12 17.5v.01" />
    </>
  ),
  entries: (
    <>
      <path d="M6 4h10l3 3v13H6z" />
      <path d="M9 10h7M9 14h7M9 18h4" />
    </>
  ),
  words: <path d="M4 19h4l10-10-4-4L4 15zM13 6l4 4" />,
  reading: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </>
  ),
  goals: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 12h.01" />
    </>
  ),
  waves: <path d="M3 12c2-4 4-4 6 0s4 4 6 0 4-4 6 0" />,
  insight: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z" />
    </>
  ),
};

export function AnalyticsIcon({ name, size = 20 }: { name: AnalyticsIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
