// Test support: the shape of one row of the authorization matrix, and the checks every row gets.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Call, Caller, MatrixWorld } from './matrix-world';

export type MatrixEntry = {
  /**
   * 'session': 401 without a session cookie. 'public': no 401 expected (open to anyone, or refused
   * some other way); either way nothing of A's comes back.
   */
  access: 'session' | 'public';
  /** A plain request to the route: sent without a session, and with bad bodies where it takes one. */
  request(world: MatrixWorld): Call;
  /**
   * User B's attempts with A's identifiers. Every answer is checked for A's secrets and for a 5xx,
   * and A's state afterwards against before; row-specific expectations sit inside.
   */
  attack(world: MatrixWorld, b: Caller): Promise<LightMyRequestResponse[]>;
};

export type Matrix = Record<string, MatrixEntry>;

/** Sends `calls` as `b` one after another and returns the answers. */
export async function asCaller(
  world: MatrixWorld,
  b: Caller,
  ...calls: Call[]
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (const call of calls) answers.push(await world.call(b, call));
  return answers;
}

/** Methods whose requests carry a body that the server parses. */
export function takesBody(method: Call['method']): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}

/**
 * A's secrets that appear in an answer (body or headers); [] when none. A secret B itself sent
 * (`sent`) may come back as an echo (a redirect's query, an error page) and is no leak.
 */
export function leaksIn(
  answer: LightMyRequestResponse,
  secrets: readonly string[],
  sent: readonly string[],
): string[] {
  const text = `${JSON.stringify(answer.headers)}\n${answer.body}`;
  return secrets.filter(
    (secret) =>
      secret !== '' && text.includes(secret) && !sent.some((request) => request.includes(secret)),
  );
}

/** A row whose answers must all be 4xx, such as endpoints of features we do not configure. */
export function refused(
  access: MatrixEntry['access'],
  calls: (world: MatrixWorld) => Call[],
): MatrixEntry {
  return {
    access,
    request: (world) => calls(world)[0] ?? { method: 'GET', url: '/' },
    async attack(world, b) {
      const answers = await asCaller(world, b, ...calls(world));
      for (const answer of answers) {
        expect(answer.statusCode, `${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
      }
      return answers;
    },
  };
}
