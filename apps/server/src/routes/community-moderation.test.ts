import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenReport, ReportsClosedEvent } from '@groeipad/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATOR_USAGE, parseModeratorArgs } from '../cli/community-moderator';
import type { ChatMessage } from '../db/chat-messages';
import { setModerator } from '../db/chat-moderation';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import {
  addMember,
  communityCall,
  connected,
  openCommunityApp,
  openSocket,
  type CommunityTestApp,
} from '../testing/community-app';

describe('the moderator command', () => {
  it('reads an email, a public room and --remove, and explains what is wrong otherwise', () => {
    expect(parseModeratorArgs(['mod@example.test', 'type:INFJ'])).toEqual({
      email: 'mod@example.test',
      roomId: 'type:INFJ',
      moderator: true,
    });
    expect(parseModeratorArgs(['--remove', 'mod@example.test', 'newcomers'])).toMatchObject({
      moderator: false,
    });
    expect(parseModeratorArgs([])).toBe(MODERATOR_USAGE);
    expect(parseModeratorArgs(['nobody', 'type:INFJ'])).toMatch(/not an email/);
    expect(parseModeratorArgs(['a@b.test', 'dm:a:b'])).toMatch(/not a community room/);
  });

  it('runs against the configured database and says when there is no such account', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-moderator-'));
    const script = path.resolve(import.meta.dirname, '../cli/community-moderator.ts');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', script, 'nobody@example.test', 'newcomers'],
      {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: path.join(dir, 'pglite'),
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('No account with the email nobody@example.test');
  });
});

describe.each(testBackends())('community moderation on %s', (_name, open) => {
  let database: TestDatabase;
  let community: CommunityTestApp;
  const sockets: Socket[] = [];
  const room = 'area:werkSamenleving';

  beforeAll(async () => {
    database = await open();
    community = await openCommunityApp(database.database.db);
  }, setupTimeout);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await community.close();
    await database.close();
  });

  const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    communityCall(community.app, user, method, url, body);

  async function joined(name: string): Promise<{ id: string; email: string }> {
    const id = await addMember(database.database.db, community.app, name);
    await call(id, 'POST', `/rooms/${room}/join`);
    return { id, email: `${id}@example.test` };
  }

  async function post(user: string, body: string) {
    return call(user, 'POST', `/rooms/${room}/messages`, { clientId: randomUUID(), body });
  }

  it('takes a report from any reader with the messages around it, and shows it only to the room’s moderators', async () => {
    const writer = await joined('Wim');
    const reader = await addMember(database.database.db, community.app, 'Roos');
    const moderator = await joined('Mona');
    const seqs: number[] = [];
    for (const body of ['een', 'twee', 'gemeen bericht', 'vier']) {
      seqs.push((await post(writer.id, body)).json<{ message: ChatMessage }>().message.seq);
    }
    const reported = seqs[2]!;
    const first = await call(reader, 'POST', `/rooms/${room}/messages/${reported}/report`, {
      reason: 'kwetsend',
    });
    expect(first.statusCode).toBe(201);
    expect(
      (await call(reader, 'POST', `/rooms/${room}/messages/${reported}/report`, {})).statusCode,
    ).toBe(200);
    expect((await call(reader, 'POST', `/rooms/${room}/messages/999/report`, {})).statusCode).toBe(
      404,
    );
    expect((await call(reader, 'POST', `/rooms/${room}/messages/abc/report`, {})).statusCode).toBe(
      400,
    );

    expect((await call(moderator.id, 'GET', `/rooms/${room}/moderation`)).statusCode).toBe(403);
    expect(await setModerator(database.database.db, moderator.email, room, true)).toBe(
      moderator.id,
    );
    const queue = await call(moderator.id, 'GET', `/rooms/${room}/moderation`);
    expect(queue.statusCode).toBe(200);
    const [report] = queue.json<{
      reports: { seq: number; reason: string; context: { body: string }[] }[];
    }>().reports;
    expect(report).toMatchObject({ seq: reported, reason: 'kwetsend' });
    expect(report?.context.map((m) => m.body)).toEqual(['een', 'twee', 'gemeen bericht', 'vier']);
    // The reporter is not named to moderators.
    expect(queue.body).not.toContain(reader);
    const rooms = await call(moderator.id, 'GET', '/rooms');
    expect(
      rooms
        .json<{ rooms: { id: string; role: string | null }[] }>()
        .rooms.find((r) => r.id === room)?.role,
    ).toBe('moderator');
  });

  it('lets a moderator hide a message for everyone, live, and resolves its reports', async () => {
    const writer = await joined('Hans');
    const moderator = await joined('Mira');
    await setModerator(database.database.db, moderator.email, room, true);
    const seq = (await post(writer.id, 'weg ermee')).json<{ message: ChatMessage }>().message.seq;
    await call(moderator.id, 'POST', `/rooms/${room}/messages/${seq}/report`, { reason: 'spam' });
    const socket = openSocket(community.url, writer.id);
    sockets.push(socket);
    const hidden: unknown[] = [];
    socket.on('hidden', (event: unknown) => hidden.push(event));
    await connected(socket);
    await socket.emitWithAck('subscribe', [room]);
    expect((await call(writer.id, 'POST', `/rooms/${room}/messages/${seq}/hide`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(moderator.id, 'POST', `/rooms/${room}/messages/${seq}/hide`)).statusCode,
    ).toBe(204);
    await expect.poll(() => hidden, { timeout: 10_000 }).toEqual([{ roomId: room, seq }]);
    const page = await call(writer.id, 'GET', `/rooms/${room}/messages?after=${seq - 1}`);
    expect(page.json<{ messages: ChatMessage[] }>().messages.some((m) => m.seq === seq)).toBe(
      false,
    );
    const queue = await call(moderator.id, 'GET', `/rooms/${room}/moderation`);
    expect(queue.json<{ reports: { seq: number }[] }>().reports.some((r) => r.seq === seq)).toBe(
      false,
    );
  });

  /** A subscribed socket of `user` that records what it hears. */
  async function listening(user: string) {
    const socket = openSocket(community.url, user);
    sockets.push(socket);
    const heard = {
      reports: [] as OpenReport[],
      closed: [] as ReportsClosedEvent[],
      messages: [] as ChatMessage[],
    };
    socket.on('report', (report: OpenReport) => heard.reports.push(report));
    socket.on('reportsClosed', (event: ReportsClosedEvent) => heard.closed.push(event));
    socket.on('message', (message: ChatMessage) => heard.messages.push(message));
    await connected(socket);
    await socket.emitWithAck('subscribe', [room]);
    return heard;
  }

  it('sends a new report live to the room’s moderators only, and its closing when another moderator resolves or hides', async () => {
    const writer = await joined('Lotte');
    const reader = await joined('Ruben');
    const first = await joined('Marit');
    const second = await joined('Melle');
    await setModerator(database.database.db, first.email, room, true);
    await setModerator(database.database.db, second.email, room, true);
    const moderatorHears = await listening(first.id);
    const memberHears = await listening(reader.id);
    const one = (await post(writer.id, 'eerste')).json<{ message: ChatMessage }>().message.seq;
    const two = (await post(writer.id, 'tweede')).json<{ message: ChatMessage }>().message.seq;

    await call(reader.id, 'POST', `/rooms/${room}/messages/${one}/report`, { reason: 'spam' });
    await expect.poll(() => moderatorHears.reports.length, { timeout: 10_000 }).toBe(1);
    expect(moderatorHears.reports[0]).toMatchObject({ roomId: room, seq: one, reason: 'spam' });
    expect(moderatorHears.reports[0]?.context.map((m) => m.body)).toContain('eerste');
    // The reporter is not named, live either.
    expect(JSON.stringify(moderatorHears.reports)).not.toContain(reader.id);
    // A repeat report by the same member is no news.
    await call(reader.id, 'POST', `/rooms/${room}/messages/${one}/report`, { reason: 'spam' });

    // Every socket hears the room in order: once the member has the next message, a report sent to
    // the whole room would already have reached them.
    const marker = (await post(writer.id, 'na de melding')).json<{ message: ChatMessage }>()
      .message;
    await expect.poll(() => memberHears.messages.map((m) => m.seq)).toContain(marker.seq);
    await expect.poll(() => moderatorHears.messages.map((m) => m.seq)).toContain(marker.seq);
    expect(memberHears.reports).toEqual([]);
    expect(moderatorHears.reports).toHaveLength(1);

    const reportId = moderatorHears.reports[0]!.id;
    expect(
      (await call(second.id, 'POST', `/rooms/${room}/reports/${reportId}/resolve`)).statusCode,
    ).toBe(204);
    await expect
      .poll(() => moderatorHears.closed, { timeout: 10_000 })
      .toEqual([{ roomId: room, reportIds: [reportId] }]);

    await call(reader.id, 'POST', `/rooms/${room}/messages/${two}/report`, {});
    await expect.poll(() => moderatorHears.reports.length, { timeout: 10_000 }).toBe(2);
    const secondId = moderatorHears.reports[1]!.id;
    expect((await call(second.id, 'POST', `/rooms/${room}/messages/${two}/hide`)).statusCode).toBe(
      204,
    );
    await expect
      .poll(() => moderatorHears.closed.at(-1), { timeout: 10_000 })
      .toEqual({ roomId: room, reportIds: [secondId] });
    const last = (await post(writer.id, 'en verder')).json<{ message: ChatMessage }>().message;
    await expect.poll(() => memberHears.messages.map((m) => m.seq)).toContain(last.seq);
    expect(memberHears.reports).toEqual([]);
    expect(memberHears.closed).toEqual([]);
  });

  it('mutes a member for a time and sets slow mode; bad values change nothing', async () => {
    const member = await joined('Stijn');
    const moderator = await joined('Mats');
    await setModerator(database.database.db, moderator.email, room, true);
    expect(
      (
        await call(moderator.id, 'POST', `/rooms/${room}/mute`, {
          memberId: member.id,
          minutes: 99_999,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(member.id, 'POST', `/rooms/${room}/mute`, { memberId: moderator.id, minutes: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(moderator.id, 'POST', `/rooms/${room}/mute`, {
          memberId: member.id,
          minutes: 10,
        })
      ).statusCode,
    ).toBe(204);
    const muted = await post(member.id, 'mag ik iets zeggen?');
    expect(muted.statusCode).toBe(429);
    expect(muted.json()).toMatchObject({ error: 'muted' });
    expect(Number(muted.headers['retry-after'])).toBeGreaterThan(500);
    await call(moderator.id, 'POST', `/rooms/${room}/mute`, { memberId: member.id, minutes: 0 });
    expect((await post(member.id, 'dank je')).statusCode).toBe(201);

    expect(
      (await call(moderator.id, 'PUT', `/rooms/${room}/slow-mode`, { seconds: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await call(moderator.id, 'PUT', `/rooms/${room}/slow-mode`, { seconds: 60 })).statusCode,
    ).toBe(204);
    expect((await post(member.id, 'nog eentje')).json()).toMatchObject({ error: 'slow_mode' });
    await call(moderator.id, 'PUT', `/rooms/${room}/slow-mode`, { seconds: 0 });
    expect((await post(member.id, 'nu wel')).statusCode).toBe(201);
  });
});
