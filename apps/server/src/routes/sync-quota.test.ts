// The storage quota through the sync routes, on PGlite and PostgreSQL: refused per record with quota_exceeded, deletes always taken, exact under parallel pushes of two server processes.
import type { PullResponse, PushChange, PushResponse } from '@groeipad/sync';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../testing/auth-harness';
import {
  createChange,
  inject,
  limitedSyncProcesses,
  newUser,
  task,
  taskChanges,
} from '../testing/sync-app';

function remove(id: string, baseVersion: number): PushChange {
  return { ...createChange(task(id, 'x')), op: 'delete', baseVersion, data: null };
}

const outcomes = (response: PushResponse) =>
  response.results.map((result) => (result.status === 'rejected' ? result.reason : result.status));

describe.each(testBackends())('storage quota on %s', (_name, open) => {
  const processes = limitedSyncProcesses(open);
  const twoProcesses = (quotaBytes: number) => processes({ quotaBytes });

  async function push(app: FastifyInstance, user: string, changes: PushChange[]) {
    const res = await inject(app, '/api/sync/push', user, { changes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PushResponse>();
  }

  async function storageOf(app: FastifyInstance, user: string) {
    const res = await inject(app, '/api/sync/pull', user, { cursor: 0, limit: 1000 });
    return res.json<PullResponse>();
  }

  /** Bytes one push of five tasks of `user` stores, measured on another user with an id as long. */
  async function fiveTasksBytes(app: FastifyInstance, user: string): Promise<number> {
    const probe = `p${user.slice(1)}`;
    return (await push(app, probe, taskChanges(probe, 'p', 5))).storage?.usedBytes ?? 0;
  }

  it('refuses growth per record once full, takes deletes, and takes the refused records again once there is room', async () => {
    const [measure] = await twoProcesses(1_000_000_000);
    const user = newUser('full');
    const five = await fiveTasksBytes(measure, user);
    const [one, two] = await twoProcesses(five);
    const first = await push(one, user, taskChanges(user, 'a', 5));
    expect(outcomes(first)).toEqual(Array(5).fill('accepted'));
    expect(first.storage).toEqual({ usedBytes: five, quotaBytes: five });

    const refused = await push(two, user, taskChanges(user, 'b', 3));
    expect(outcomes(refused)).toEqual(Array(3).fill('quota_exceeded'));
    expect(refused.results[0]).toMatchObject({ status: 'rejected', table: 'tasks', id: 'b-0' });

    // A delete always goes: it is how an account makes room.
    const { changes } = await storageOf(one, user);
    const deleted = await push(two, user, [remove('a-0', changes[0]!.version)]);
    expect(outcomes(deleted)).toEqual(['accepted']);
    const after = await storageOf(one, user);
    expect(after.storage?.usedBytes).toBeLessThan(five);
    expect(after.changes.map((change) => change.id)).not.toContain('b-0');
    expect(outcomes(await push(one, user, taskChanges(user, 'b', 3)))).toEqual(
      Array(3).fill('accepted'),
    );
  });

  it('counts parallel pushes of two processes under the owner’s lock: the quota is passed by one push at most', async () => {
    const [measure] = await twoProcesses(1_000_000_000);
    const user = newUser('race');
    const five = await fiveTasksBytes(measure, user);
    const [one, two] = await twoProcesses(Math.floor(1.5 * five));
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((prefix, i) =>
        push(i % 2 === 0 ? one : two, user, taskChanges(user, prefix, 5)),
      ),
    );
    const accepted = answers.filter((answer) => outcomes(answer).every((o) => o === 'accepted'));
    const refused = answers.filter((answer) =>
      outcomes(answer).every((o) => o === 'quota_exceeded'),
    );
    expect([accepted.length, refused.length]).toEqual([2, 2]);
    expect((await storageOf(two, user)).storage?.usedBytes).toBe(2 * five);
  });
});
