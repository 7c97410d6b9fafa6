// A room's name in the user's language: the type code, "Nieuwkomers", a levensgebied's name or the other member's name.
import { LEVENSGEBIEDEN, type LevensgebiedId } from '@groeipad/domain';
import type { TFunction } from 'i18next';

const areas = new Set<string>(LEVENSGEBIEDEN);

export function roomName(
  t: TFunction<readonly ['community', 'daily']>,
  roomId: string,
  peerName?: string,
): string {
  if (roomId.startsWith('type:')) return t('community:rooms.type', { type: roomId.slice(5) });
  if (roomId === 'newcomers') return t('community:rooms.newcomers');
  const area = roomId.startsWith('area:') ? roomId.slice(5) : '';
  if (areas.has(area)) return t(`daily:levensgebied.${area as LevensgebiedId}`);
  return t('community:rooms.direct', { name: peerName ?? '…' });
}

/** The address of a room's screen; the id keeps its colon (a valid path character). */
export function roomPath(roomId: string): string {
  return `/communities/room/${encodeURIComponent(roomId)}`;
}
