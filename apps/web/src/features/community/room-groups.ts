// The listing's sections: the member's own type room first, then the other types, the levensgebieden,
// newcomers and the member's direct conversations; a section without rooms is left out.
import type { RoomSummary } from '../../lib/community/community-api';

export type RoomGroupId = 'yours' | 'types' | 'areas' | 'newcomers' | 'direct';

export type RoomGroup = { id: RoomGroupId; rooms: RoomSummary[] };

const ORDER: readonly RoomGroupId[] = ['yours', 'types', 'areas', 'newcomers', 'direct'];

function groupOf(room: RoomSummary, ownRoomId: string | null): RoomGroupId {
  if (room.id === ownRoomId) return 'yours';
  if (room.kind === 'direct') return 'direct';
  if (room.kind === 'type') return 'types';
  return room.id.startsWith('area:') ? 'areas' : 'newcomers';
}

/** `rooms` in sections, each in the server's order; `mbtiType` picks the member's own room. */
export function groupRooms(rooms: readonly RoomSummary[], mbtiType: string | null): RoomGroup[] {
  const ownRoomId = mbtiType ? `type:${mbtiType}` : null;
  return ORDER.map((id) => ({
    id,
    rooms: rooms.filter((room) => groupOf(room, ownRoomId) === id),
  })).filter((group) => group.rooms.length > 0);
}
