import { describe, expect, it } from 'vitest';
import type { CoachRequest } from '../types';
import { createOfflineCoach } from './provider';
import { collect, emptyContext, sequence } from '../testing/offline-conversation';

function request(text: string, extra: Partial<CoachRequest> = {}): CoachRequest {
  return {
    messages: [{ role: 'user', content: text }],
    context: emptyContext('en'),
    contextType: 'coaching',
    ...extra,
  };
}

describe('createOfflineCoach', () => {
  it('is the offline provider and streams sentences, then one done chunk with state and meta', async () => {
    const coach = createOfflineCoach();
    expect(coach).toMatchObject({ kind: 'offline', model: 'offline' });
    const chunks = await collect(coach.reply(request('I feel overwhelmed by work')));
    const done = chunks.at(-1);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.slice(0, -1).every((chunk) => chunk.type === 'text')).toBe(true);
    expect(chunks.filter((chunk) => chunk.type === 'done')).toHaveLength(1);
    expect(done).toMatchObject({ type: 'done', model: 'offline', tokensUsed: null });
    if (done?.type !== 'done') throw new Error('no done chunk');
    expect(done.meta).toMatchObject({
      topic: 'work',
      feeling: 'overwhelmed',
      technique: 'problem_solving',
      step: 'step-1',
    });
    expect(JSON.parse(JSON.stringify(done.state))).toEqual(done.state);
    const text = chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : [])).join('');
    // Issue 18: a help request gets a step and an instruction to go on, not a question back.
    expect(text).toMatch(/^[A-Z].*\.$/s);
    expect(text).not.toContain('  ');
  });

  it('words a reply the same way for the same random source', async () => {
    const first = await collect(
      createOfflineCoach({ random: sequence(0.1, 0.7, 0.4) }).reply(
        request('I am so tired lately'),
      ),
    );
    const again = await collect(
      createOfflineCoach({ random: sequence(0.1, 0.7, 0.4) }).reply(
        request('I am so tired lately'),
      ),
    );
    expect(again).toEqual(first);
  });

  it('varies its wording with the random source, not its technique', async () => {
    const replies = new Set<string>();
    const techniques = new Set<unknown>();
    for (const value of [0, 0.3, 0.6, 0.99]) {
      const chunks = await collect(
        createOfflineCoach({ random: () => value }).reply(request('I am so tired lately')),
      );
      replies.add(chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : [])).join(''));
      const done = chunks.at(-1);
      if (done?.type === 'done') techniques.add(done.meta?.technique);
    }
    expect(replies.size).toBeGreaterThan(1);
    expect(techniques.size).toBe(1);
  });

  it('is reproducible without an injected random source', async () => {
    const coach = createOfflineCoach();
    expect(await collect(coach.reply(request('My sister and I keep fighting')))).toEqual(
      await collect(coach.reply(request('My sister and I keep fighting'))),
    );
  });

  it('starts afresh on a state that is not its own', async () => {
    const chunks = await collect(
      createOfflineCoach().reply(request('hello', { state: { something: 'else' } })),
    );
    const done = chunks.at(-1);
    expect(done?.type === 'done' && done.meta?.step).toBe('greet');
  });

  it('greets when there is no user message yet', async () => {
    const chunks = await collect(createOfflineCoach().reply({ ...request(''), messages: [] }));
    const done = chunks.at(-1);
    expect(done?.type === 'done' && done.meta?.phase).toBe('open');
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    await expect(
      collect(createOfflineCoach().reply(request('hello', { signal: controller.signal }))),
    ).rejects.toThrow('user left');
  });
});
