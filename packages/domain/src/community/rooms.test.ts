import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGE_MAX_CHARS,
  PUBLIC_ROOMS,
  directRoomId,
  directRoomMembers,
  isClientMessageId,
  normaliseMessageBody,
  roomKindOf,
} from './rooms';

describe('community rooms', () => {
  it('has one room per type, one per levensgebied and one for newcomers', () => {
    expect(PUBLIC_ROOMS.filter((room) => room.kind === 'type')).toHaveLength(16);
    expect(PUBLIC_ROOMS.filter((room) => room.id.startsWith('area:'))).toHaveLength(9);
    expect(new Set(PUBLIC_ROOMS.map((room) => room.id)).size).toBe(PUBLIC_ROOMS.length);
    expect(roomKindOf('type:INFJ')).toBe('type');
    expect(roomKindOf('newcomers')).toBe('topic');
    expect(roomKindOf('area:financieen')).toBe('topic');
    expect(roomKindOf('type:ABCD')).toBeNull();
    expect(roomKindOf('area:nothing')).toBeNull();
  });

  it('names a direct room the same whoever starts it, and refuses odd ids', () => {
    expect(directRoomId('bob', 'alice')).toBe('dm:alice:bob');
    expect(directRoomId('alice', 'bob')).toBe('dm:alice:bob');
    expect(directRoomMembers('dm:alice:bob')).toEqual(['alice', 'bob']);
    expect(roomKindOf('dm:alice:bob')).toBe('direct');
    // Unsorted, the same member twice, or extra parts: not a room anyone can make.
    expect(directRoomMembers('dm:bob:alice')).toBeNull();
    expect(directRoomMembers('dm:alice:alice')).toBeNull();
    expect(directRoomMembers('dm:a:b:c')).toBeNull();
    expect(() => directRoomId('alice', 'alice')).toThrow(RangeError);
    expect(() => directRoomId('alice', 'x:y')).toThrow(RangeError);
  });

  it('accepts outbox UUIDs as client ids and nothing stranger', () => {
    expect(isClientMessageId('0b6f3f0e-6a53-4c35-9d55-bf1e8e1a2c11')).toBe(true);
    expect(isClientMessageId('short')).toBe(false);
    expect(isClientMessageId('<script>alert(1)</script>')).toBe(false);
    expect(isClientMessageId(42)).toBe(false);
  });

  it('trims a body, drops control characters and refuses empty or too long ones', () => {
    expect(normaliseMessageBody('  hoi\r\nallemaal \u0000 ')).toEqual({
      ok: true,
      body: 'hoi\nallemaal',
    });
    expect(normaliseMessageBody(' \n\t ')).toEqual({ ok: false, problem: 'empty' });
    // Counted in characters, not UTF-16 units: 2000 emoji fit, 2001 do not.
    expect(normaliseMessageBody('😀'.repeat(COMMUNITY_MESSAGE_MAX_CHARS)).ok).toBe(true);
    expect(normaliseMessageBody('😀'.repeat(COMMUNITY_MESSAGE_MAX_CHARS + 1))).toEqual({
      ok: false,
      problem: 'too_long',
    });
  });
});
