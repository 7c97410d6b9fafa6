import { describe, expect, it } from 'vitest';
import { parseAiBuddyParams } from './ai-buddy-params';

function parse(query: string) {
  return parseAiBuddyParams(new URLSearchParams(query));
}

describe('parseAiBuddyParams', () => {
  it('defaults to anonymous and ENFP (SPEC.md section 9)', () => {
    expect(parse('')).toEqual({ userId: 'anonymous', mbtiType: 'ENFP' });
  });

  it('takes the user id and type from the query string', () => {
    expect(parse('?user=user-42&type=INTJ')).toEqual({ userId: 'user-42', mbtiType: 'INTJ' });
  });

  it('accepts a type in any case and with spaces around it', () => {
    expect(parse('type=%20istp%20').mbtiType).toBe('ISTP');
  });

  it('falls back to ENFP for anything that is not one of the 16 types', () => {
    expect(parse('type=XXXX').mbtiType).toBe('ENFP');
    expect(parse('type=INTJX').mbtiType).toBe('ENFP');
    expect(parse('type=').mbtiType).toBe('ENFP');
  });

  it('falls back to anonymous for an empty, blank or over-long user id', () => {
    expect(parse('user=').userId).toBe('anonymous');
    expect(parse('user=%20%20').userId).toBe('anonymous');
    expect(parse(`user=${'a'.repeat(201)}`).userId).toBe('anonymous');
    expect(parse(`user=${'a'.repeat(200)}`).userId).toBe('a'.repeat(200));
  });

  it('trims the user id', () => {
    expect(parse('user=%20anna%20').userId).toBe('anna');
  });
});
