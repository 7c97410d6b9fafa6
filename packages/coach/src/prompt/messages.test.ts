import { describe, expect, it } from 'vitest';
import type { CoachMessage } from '../types';
import { chatCompletionRequestSchema, chatRequestLimits } from './chat-request';
import { historyLimits, prepareMessages } from './messages';
import { testContext, testRequest } from '../testing/coach-request';

function turns(count: number, length = 10): CoachMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `${i}:${'a'.repeat(length)}`,
  }));
}

describe('prepareMessages', () => {
  it('starts with the system prompt and strips personal details from every turn', () => {
    const messages = prepareMessages(
      testRequest({
        context: testContext({ displayName: 'Annelies', language: 'de' }),
        messages: [
          { role: 'user', content: 'Ich bin Annelies, mail: a@b.de' },
          { role: 'assistant', content: 'Hallo Annelies!' },
          { role: 'user', content: 'Ruf mich an: +49 151 12345678' },
        ],
      }),
      'Persönlichkeitstyp: INFP',
    );
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Reply in German.');
    expect(messages[0]?.content).toContain('Persönlichkeitstyp: INFP');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Ich bin [name], mail: [email]' },
      { role: 'assistant', content: 'Hallo [name]!' },
      { role: 'user', content: 'Ruf mich an: [phone]' },
    ]);
  });

  it('keeps only the newest turns, within the count and character budget', () => {
    const many = prepareMessages(testRequest({ messages: turns(41) }), null);
    expect(many).toHaveLength(1 + historyLimits.maxMessages - 1);
    expect(many.at(-1)?.content).toMatch(/^40:/);
    expect(many[1]?.role).toBe('user');

    const long = prepareMessages(testRequest({ messages: turns(9, 3_000) }), null);
    const kept = long.slice(1).reduce((sum, m) => sum + m.content.length, 0);
    expect(kept).toBeLessThanOrEqual(historyLimits.maxChars);
    expect(long.at(-1)?.content).toMatch(/^8:/);
  });

  it('cuts a single oversized newest message instead of dropping it', () => {
    const messages = prepareMessages(
      testRequest({ messages: [{ role: 'user', content: 'z'.repeat(50_000) }] }),
      null,
    );
    expect(messages).toHaveLength(2);
    expect(messages[1]?.content).toHaveLength(historyLimits.maxMessageChars);
    expect(messages[1]?.content.endsWith('…')).toBe(true);
  });

  it('starts with a user turn and joins turns of one role, for strict chat templates', () => {
    const messages = prepareMessages(
      testRequest({
        messages: [
          { role: 'assistant', content: 'Welkom!' },
          { role: 'user', content: 'Hoi' },
          { role: 'user', content: '   ' },
          { role: 'user', content: 'Ben je er?' },
        ],
      }),
      null,
    );
    expect(messages.slice(1)).toEqual([{ role: 'user', content: 'Hoi\n\nBen je er?' }]);
  });

  it('always fits the request the server proxy accepts', () => {
    const worst = testRequest({
      messages: Array.from({ length: 60 }, () => ({
        role: 'user' as const,
        content: '한'.repeat(20_000),
      })),
    });
    const messages = prepareMessages(worst, 'x'.repeat(2_000));
    const body = { model: 'm', messages, stream: true };
    expect(chatCompletionRequestSchema.safeParse(body).success).toBe(true);
    for (const m of messages)
      expect(m.content.length).toBeLessThanOrEqual(chatRequestLimits.maxMessageChars);
  });
});
