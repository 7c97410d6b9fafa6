import { describe, expect, it, vi } from 'vitest';
import { CoachProviderError } from '../openai/provider-error';
import type { CoachChunk, CoachProvider, CoachRequest } from '../types';
import { assessSafety, crisisText, lastUserText, respond } from './respond';
import type { CoachEvent } from './respond';

function request(text: string, state?: unknown): CoachRequest {
  return {
    messages: [{ role: 'user', content: text }],
    contextType: 'coaching',
    state,
    context: {
      language: 'nl',
      country: 'NL',
      mbtiType: 'INFJ',
      coachingGoals: [],
      moodTrend: null,
      openDailyGoals: [],
      weakestLifeArea: null,
      journalThemes: [],
    },
  };
}

function scripted(kind: CoachProvider['kind'], model: string, chunks: (CoachChunk | Error)[]) {
  const reply = vi.fn(async function* (): AsyncGenerator<CoachChunk> {
    for (const chunk of chunks) {
      await Promise.resolve();
      if (chunk instanceof Error) throw chunk;
      yield chunk;
    }
  });
  return { kind, model, reply } satisfies CoachProvider;
}

const offline = () =>
  scripted('offline', 'offline', [
    { type: 'text', text: 'Offline antwoord?' },
    { type: 'done', model: 'offline', tokensUsed: null, state: { turn: 1 } },
  ]);

async function collect(events: AsyncIterable<CoachEvent>) {
  const list: CoachEvent[] = [];
  for await (const event of events) list.push(event);
  return list;
}

describe('respond', () => {
  it('stops coaching on crisis signals: resources, no provider is asked, state kept', async () => {
    const remote = scripted('openai-compatible', 'm', []);
    const coach = offline();
    const events = await collect(
      respond(request('ik wil er niet meer zijn', { kept: true }), {
        offline: coach,
        provider: remote,
      }),
    );
    const crisis = events[0];
    expect(crisis?.type).toBe('crisis');
    if (crisis?.type !== 'crisis') throw new Error('no crisis event');
    expect(crisis.assessment.level).not.toBe('none');
    expect(crisis.resources.lines.some((line) => line.phone === '0800-0113')).toBe(true);
    expect(crisis.reply.length).toBeGreaterThan(20);
    expect(events[1]).toMatchObject({ type: 'done', provider: 'safety', state: { kept: true } });
    expect(remote.reply).not.toHaveBeenCalled();
    expect(coach.reply).not.toHaveBeenCalled();
  });

  it('streams the remote model when it answers', async () => {
    const remote = scripted('openai-compatible', 'llama3', [
      { type: 'text', text: 'Hallo ' },
      { type: 'text', text: 'daar?' },
      { type: 'done', model: 'llama3', tokensUsed: 42 },
    ]);
    const events = await collect(
      respond(request('Ik slaap slecht', { s: 1 }), { offline: offline(), provider: remote }),
    );
    // The guard passes whole sentences on: the two pieces arrive as one.
    expect(events).toMatchObject([{ type: 'text', text: 'Hallo daar?' }, { type: 'done' }]);
    expect(events[1]).toMatchObject({
      provider: 'openai-compatible',
      model: 'llama3',
      tokensUsed: 42,
      state: { s: 1 },
      meta: { droppedQuestions: 0 },
    });
  });

  it('shows at most one question of a model reply that asks three (issue 18)', async () => {
    const remote = scripted('openai-compatible', 'llama3', [
      { type: 'text', text: 'Wat houdt je wakker? Hoe lang al? ' },
      { type: 'text', text: 'Zet je telefoon om negen uur weg. Heb je dat eerder geprobeerd?' },
      { type: 'done', model: 'llama3', tokensUsed: 42 },
    ]);
    const events = await collect(
      respond(request('Ik slaap slecht'), { offline: offline(), provider: remote }),
    );
    const text = events.map((event) => (event.type === 'text' ? event.text : '')).join('');
    expect(text).toBe('Wat houdt je wakker? Zet je telefoon om negen uur weg.');
    expect(events.at(-1)).toMatchObject({ type: 'done', meta: { droppedQuestions: 2 } });
  });

  it('falls back to the offline coach with the reason, also after part of a reply', async () => {
    for (const chunks of [
      [new CoachProviderError('timeout', 'slow')],
      [{ type: 'text', text: 'Half' } as CoachChunk, new CoachProviderError('network', 'dropped')],
    ]) {
      const events = await collect(
        respond(request('Ik slaap slecht'), {
          offline: offline(),
          provider: scripted('openai-compatible', 'm', chunks),
        }),
      );
      const fallback = events.find((e) => e.type === 'fallback');
      expect(fallback).toMatchObject({ reason: chunks.length === 1 ? 'timeout' : 'network' });
      const after = events.slice(events.indexOf(fallback as CoachEvent) + 1);
      expect(after.map((e) => e.type)).toEqual(['text', 'done']);
      expect(after[1]).toMatchObject({ provider: 'offline', state: { turn: 1 } });
    }
  });

  it('does not try the remote model while the device is offline', async () => {
    const remote = scripted('openai-compatible', 'm', []);
    const events = await collect(
      respond(request('Ik slaap slecht'), {
        offline: offline(),
        provider: remote,
        isOnline: () => false,
      }),
    );
    expect(events[0]).toEqual({ type: 'fallback', reason: 'offline' });
    expect(remote.reply).not.toHaveBeenCalled();
  });

  it('a provider that ends without done counts as a failure', async () => {
    const events = await collect(
      respond(request('Ik slaap slecht'), {
        offline: offline(),
        provider: scripted('openai-compatible', 'm', [{ type: 'text', text: 'x' }]),
      }),
    );
    expect(events.find((e) => e.type === 'fallback')).toEqual({
      type: 'fallback',
      reason: 'unknown',
    });
  });

  it('assessSafety is null for everyday text', () => {
    expect(assessSafety('Deze deadline maakt me kapot', 'nl', 'NL')).toBeNull();
    expect(assessSafety('I want to kill myself', 'en', 'GB')?.resources.country).toBe('GB');
  });

  it('crisisText holds the reply with its numbers and the grounding steps', () => {
    const crisis = assessSafety('Ik wil niet meer leven', 'nl', 'NL');
    const text = crisisText(crisis!);
    expect(text.startsWith(crisis!.reply)).toBe(true);
    expect(text).toContain('113');
    expect(text).toContain(crisis!.grounding.title);
    for (const step of crisis!.grounding.steps) expect(text).toContain(`- ${step}`);
  });

  it('lastUserText is the newest user message, whatever follows it', () => {
    const turns = [
      { role: 'user', content: 'eerste' },
      { role: 'assistant', content: 'antwoord' },
      { role: 'user', content: 'tweede' },
      { role: 'system', content: 'regels' },
    ];
    expect(lastUserText(turns)).toBe('tweede');
    expect(lastUserText([{ role: 'assistant', content: 'hoi' }])).toBe('');
  });
});

describe('respond with a second opinion', () => {
  const model = () =>
    scripted('openai-compatible', 'm', [
      { type: 'text', text: 'Model antwoord' },
      { type: 'done', model: 'm', tokensUsed: 3 },
    ]);

  it('a model that finds a crisis the device did not: crisis resources, no coaching', async () => {
    const remote = model();
    const moderator = vi.fn(() =>
      Promise.resolve({ level: 'crisis' as const, categories: ['harm_to_others' as const] }),
    );
    const events = await collect(
      respond(request('morgen neem ik het mee naar zijn werk'), {
        offline: offline(),
        provider: remote,
        moderator,
      }),
    );
    expect(moderator).toHaveBeenCalledWith(
      'morgen neem ik het mee naar zijn werk',
      expect.anything(),
    );
    expect(events[0]).toMatchObject({
      type: 'crisis',
      assessment: { level: 'crisis', categories: ['harm_to_others'] },
    });
    expect(events.at(-1)).toMatchObject({ type: 'done', meta: { secondOpinion: 'raised' } });
    expect(remote.reply).not.toHaveBeenCalled();
  });

  it('never lowers: a device crisis is not even sent, and a calm verdict leaves a concern', async () => {
    const moderator = vi.fn(() => Promise.resolve({ level: 'none' as const, categories: [] }));
    const crisisEvents = await collect(
      respond(request('ik wil dood, ik heb de pillen hier'), { offline: offline(), moderator }),
    );
    expect(crisisEvents[0]).toMatchObject({ type: 'crisis', assessment: { level: 'crisis' } });
    expect(moderator).not.toHaveBeenCalled();

    const concernEvents = await collect(
      respond(request('Alles voelt zinloos en zwaar.'), { offline: offline(), moderator }),
    );
    expect(concernEvents[0]).toMatchObject({ type: 'crisis', assessment: { level: 'concern' } });
    expect(concernEvents.at(-1)).toMatchObject({ meta: { secondOpinion: 'same' } });
  });

  it('offline the device decides alone; a failing model leaves the device’s answer and coaching goes on', async () => {
    const moderator = vi.fn(() => Promise.reject(new Error('down')));
    const offlineEvents = await collect(
      respond(request('Wat een mooie dag'), {
        offline: offline(),
        provider: model(),
        moderator,
        isOnline: () => false,
      }),
    );
    expect(moderator).not.toHaveBeenCalled();
    expect(offlineEvents[0]).toEqual({ type: 'fallback', reason: 'offline' });

    const events = await collect(
      respond(request('Wat een mooie dag'), { offline: offline(), provider: model(), moderator }),
    );
    expect(moderator).toHaveBeenCalledTimes(1);
    expect(events.map((event) => event.type)).toEqual(['text', 'done']);
    expect(events.at(-1)).toMatchObject({ meta: { secondOpinion: 'error' } });
  });
});
