// Line icons of the search screen, drawn inline (no icon library); decorative, the text beside them says it.
import type { SearchKind } from '@groeipad/text';
import type { ReactElement } from 'react';
import { LineIcon } from '../../components/line-icon';

export type SearchIconName = SearchKind | 'search' | 'filter';

const shapes: Record<SearchIconName, ReactElement> = {
  entry: (
    <>
      <path d="M6 4h10l3 3v13H6z" />
      <path d="M9 10h7M9 14h7M9 18h4" />
    </>
  ),
  goal: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 12h.01" />
    </>
  ),
  task: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
};

export function SearchIcon({ name, size = 18 }: { name: SearchIconName; size?: number }) {
  return <LineIcon size={size}>{shapes[name]}</LineIcon>;
}

export const KIND_COLORS: Record<SearchKind, string> = {
  entry: 'teal',
  goal: 'grape',
  task: 'blue',
};
