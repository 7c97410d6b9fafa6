import { describe, expect, it } from 'vitest';
import type { CoachChunk, CoachProvider } from '../types';
import { testRequest } from '../testing/coach-request';
import { guardedProvider } from './reply-guard';

/** A provider that streams the given pieces, then a done chunk. */
function scripted(pieces: string[]): CoachProvider {
  return {
    kind: 'openai-compatible',
    model: 'test-model',
    async *reply() {
      for (const text of pieces) {
        await Promise.resolve();
        yield { type: 'text', text };
      }
      yield { type: 'done', model: 'test-model', tokensUsed: 12 };
    },
  };
}

async function run(pieces: string[]): Promise<{ text: string; chunks: CoachChunk[] }> {
  const chunks: CoachChunk[] = [];
  for await (const chunk of guardedProvider(scripted(pieces)).reply(testRequest()))
    chunks.push(chunk);
  const text = chunks.map((chunk) => (chunk.type === 'text' ? chunk.text : '')).join('');
  return { text, chunks };
}

describe('guardedProvider', () => {
  it('keeps the first question and drops the later ones, however the stream is cut', async () => {
    const reply =
      'Probeer de 4-7-8 ademhaling. Hoe voel je je? Wat speelt er? Lukt het? Doe het 3 keer.';
    const whole = await run([reply]);
    const pieces = await run(reply.match(/.{1,5}/gsu) ?? []);
    for (const { text, chunks } of [whole, pieces]) {
      expect(text).toBe('Probeer de 4-7-8 ademhaling. Hoe voel je je? Doe het 3 keer.');
      expect(chunks.at(-1)).toMatchObject({ type: 'done', meta: { droppedQuestions: 2 } });
    }
  });

  it('leaves a reply with one question or none as it is, and ends on no dropped space', async () => {
    expect((await run(['Adem rustig in. ', 'Wat helpt jou?'])).text).toBe(
      'Adem rustig in. Wat helpt jou?',
    );
    expect((await run(['Zet een wekker. Schrijf het op.'])).text).toBe(
      'Zet een wekker. Schrijf het op.',
    );
    expect((await run(['Lukt het? ', 'Of niet?  '])).text).toBe('Lukt het?');
  });

  it('splits Japanese sentences on full-width marks', async () => {
    const { text } = await run([
      '深呼吸をしてみましょう。どう感じますか？',
      '何が',
      '一番つらいですか？',
    ]);
    expect(text).toBe('深呼吸をしてみましょう。どう感じますか？');
  });

  it('does not split inside a number or an ellipsis mid-stream', async () => {
    const { text } = await run(['Slaap 7.', '5 uur... of meer? Echt?']);
    expect(text).toBe('Slaap 7.5 uur... of meer?');
  });
});
