// What a link into the progress section asks for: the area to open (?area=); the scroll to #id is lib/use-scroll-to-section.
import type { LifeAreaName } from '@groeipad/domain';
import { useSearchParams } from 'react-router';
import { areaFromParams } from './progress-link';

/** The area named by the URL's `?area=`, if it is one of the eight. */
export function useAreaFromUrl(): LifeAreaName | undefined {
  const [params] = useSearchParams();
  return areaFromParams(params);
}
