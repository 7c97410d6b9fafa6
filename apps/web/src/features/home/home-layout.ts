// Which of the two home layouts a section is drawn in: cards in a grid, or the calm single column.
import { createContext, useContext } from 'react';

export type HomeLayout = 'grid' | 'calm';

export const HomeLayoutContext = createContext<HomeLayout>('grid');

export function useHomeLayout(): HomeLayout {
  return useContext(HomeLayoutContext);
}
