import { describe, expect, it } from 'vitest';
import type { CoachChunk, CoachProvider, CoachRequest } from './types';

describe('coach provider contract', () => {
  it('a provider streams text chunks and ends with one done chunk', async () => {
    const echo: CoachProvider = {
      kind: 'offline',
      model: 'offline',
      async *reply(request: CoachRequest): AsyncIterable<CoachChunk> {
        await Promise.resolve();
        yield { type: 'text', text: request.messages.at(-1)?.content ?? '' };
        yield { type: 'done', model: 'offline', tokensUsed: null };
      },
    };
    const chunks: CoachChunk[] = [];
    for await (const chunk of echo.reply({
      messages: [{ role: 'user', content: 'hoi' }],
      contextType: 'coaching',
      context: {
        language: 'nl',
        mbtiType: null,
        coachingGoals: [],
        moodTrend: null,
        openDailyGoals: [],
        weakestLifeArea: null,
        journalThemes: [],
      },
    }))
      chunks.push(chunk);
    expect(chunks.map((c) => c.type)).toEqual(['text', 'done']);
  });
});
