import { describe, expect, it } from 'vitest';
import type { RoomSummary } from '../../lib/community/community-api';
import { groupRooms } from './room-groups';

function room(id: string, kind: RoomSummary['kind']): RoomSummary {
  return {
    id,
    kind,
    memberCount: 0,
    lastActivityAt: null,
    lastSeq: 0,
    joined: false,
    role: null,
    unread: 0,
    slowModeSeconds: 0,
  };
}

const rooms = [
  room('type:ENFP', 'type'),
  room('type:INFJ', 'type'),
  room('newcomers', 'topic'),
  room('area:financieen', 'topic'),
  room('dm:a:b', 'direct'),
];

describe('groupRooms', () => {
  it('puts the member’s own type room first, then types, areas, newcomers and conversations', () => {
    const groups = groupRooms(rooms, 'INFJ');
    expect(groups.map((g) => [g.id, g.rooms.map((r) => r.id)])).toEqual([
      ['yours', ['type:INFJ']],
      ['types', ['type:ENFP']],
      ['areas', ['area:financieen']],
      ['newcomers', ['newcomers']],
      ['direct', ['dm:a:b']],
    ]);
  });

  it('has no own section without a type, and leaves out empty sections', () => {
    expect(groupRooms(rooms.slice(0, 2), null).map((g) => g.id)).toEqual(['types']);
  });
});
