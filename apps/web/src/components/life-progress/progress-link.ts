// Links into the progress section on /analytics with one area open in its editor (home's due reminder uses them).
import { isLifeAreaName, type LifeAreaName } from '@groeipad/domain';

/** DOM id the analytics screen gives the progress section, so `#life-progress` lands on it. */
export const LIFE_PROGRESS_SECTION_ID = 'life-progress';

const AREA_PARAM = 'area';

/** `/analytics?area=finance#life-progress`: the section, scrolled to, with `area` in the editor. */
export function lifeProgressLink(area: LifeAreaName): string {
  const search = new URLSearchParams({ [AREA_PARAM]: area });
  return `/analytics?${search.toString()}#${LIFE_PROGRESS_SECTION_ID}`;
}

/** The area named in the URL; anything that is not one of the eight areas is ignored. */
export function areaFromParams(params: URLSearchParams): LifeAreaName | undefined {
  const value = params.get(AREA_PARAM);
  return isLifeAreaName(value) ? value : undefined;
}
