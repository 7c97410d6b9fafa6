// Deterministic mutation ids: the same pending change always gets the same id, so the server can tell a retry from a new change.
import { canonicalJson } from './values';
import type { LocalChange, Row } from './types';

const encoder = new TextEncoder();

/**
 * 64-bit FNV-1a over the UTF-8 bytes, in four 16-bit limbs so every intermediate stays a small
 * integer (no BigInt in the hot path of a large first push). Returns 16 hex digits.
 */
export function fnv1a64(text: string): string {
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of encoder.encode(text)) {
    h0 ^= byte;
    // Multiply by the FNV prime 2^40 + 0x1b3, modulo 2^64.
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    let t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    t2 += t1 >>> 16;
    t3 += t2 >>> 16;
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}

/** Longest device id kept in a mutation id (the wire allows 200 characters in all). */
const MAX_DEVICE_PREFIX = 100;

/**
 * Deterministic id of a change: the same device, record, operation, base version and data give the
 * same id, so a push retried after a lost answer is recognised by the server and never applied twice.
 *
 * The base version is part of it on purpose: without it an edit back to earlier values (a task
 * ticked, unticked, ticked again) would repeat an older change's id, and the server would answer it
 * from memory instead of storing it.
 *
 * Collisions: the server looks ids up per owner and only replays one whose table and record id match
 * as well, so two changes collide only if they touch the same record from the same device and their
 * 64-bit hashes agree. Even a million distinct changes of one record give a chance of about 3e-8.
 */
export function mutationIdOf(
  deviceId: string,
  table: string,
  id: string,
  op: LocalChange['op'],
  data: Row | null,
  baseVersion: number | null,
): string {
  const hash = fnv1a64(canonicalJson([deviceId, table, id, op, baseVersion, data]));
  return `${deviceId.slice(0, MAX_DEVICE_PREFIX)}:${hash}`;
}
