// Line icons for the navigation, drawn inline (no icon library); decorative, the label names the entry.
import type { ReactElement } from 'react';
import { LineIcon } from '../line-icon';
import type { NavIconName } from './nav-entries';

const shapes: Record<NavIconName, ReactElement> = {
  home: (
    <>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h13V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  journaling: (
    <>
      <path d="M6 3.5h11a1.5 1.5 0 0 1 1.5 1.5v15H7a1.5 1.5 0 0 1-1.5-1.5V4z" />
      <path d="M5.5 18.5A1.5 1.5 0 0 1 7 17h11.5M9.5 7.5h5M9.5 10.5h5" />
    </>
  ),
  chat: <path d="M4 5h16v11H10l-5 4v-4H4z" />,
  communities: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.6-3.3 2.7-5 5.5-5s4.9 1.7 5.5 5" />
      <circle cx="17" cy="9" r="2.3" />
      <path d="M16 14.2c2.4-.3 4 1.1 4.6 3.8" />
    </>
  ),
  challenges: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4M8.5 20h7M10 17h4" />
    </>
  ),
  analytics: <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />,
  profile: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.9-3.6 3.6-5.5 7-5.5s6.1 1.9 7 5.5" />
    </>
  ),
  wellness: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  aiCoaching: (
    <>
      <path d="M11 3.5 12.8 9l5.2 1.8-5.2 1.8L11 18l-1.8-5.4L4 10.8 9.2 9z" />
      <path d="M18 3v3M16.5 4.5h3M18.5 16v3M17 17.5h3" />
    </>
  ),
  more: (
    <>
      <circle cx="6" cy="12" r="1.3" />
      <circle cx="12" cy="12" r="1.3" />
      <circle cx="18" cy="12" r="1.3" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </>
  ),
};

export function NavIcon({ name, size = 24 }: { name: NavIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}
