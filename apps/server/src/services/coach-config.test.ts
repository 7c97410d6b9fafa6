import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-coach-config-'));

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function coachOf(env: NodeJS.ProcessEnv) {
  return loadConfig(env, '/w').coach;
}

describe('coach proxy configuration (COACH_*)', () => {
  it('is off without COACH_BASE_URL', () => {
    expect(coachOf({})).toBeNull();
    expect(coachOf({ COACH_BASE_URL: '' })).toBeNull();
  });

  it('reads the base URL, model, key and token cap', () => {
    expect(
      coachOf({
        COACH_BASE_URL: 'https://api.openai.com/v1/',
        COACH_MODEL: ' gpt-4o-mini ',
        COACH_API_KEY: 'sk-abc',
        COACH_MAX_TOKENS: '800',
      }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-abc',
      maxTokens: 800,
      limits: {
        requestsPerMinute: 30,
        dailyTokensPerUser: 200_000,
        dailyTokens: 5_000_000,
        streamsPerUser: 2,
        maxReplyChars: 6_400,
      },
    });
  });

  it('needs no key (Ollama) and defaults the cap to 1024', () => {
    expect(
      coachOf({ COACH_BASE_URL: 'http://localhost:11434/v1', COACH_MODEL: 'llama3.2' }),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      maxTokens: 1024,
      limits: expect.objectContaining({ maxReplyChars: 8_192 }) as unknown,
    });
  });

  it('reads the limits on requests, tokens per day, streams and reply length', () => {
    const limits = coachOf({
      COACH_BASE_URL: 'http://localhost:11434/v1',
      COACH_MODEL: 'llama3.2',
      COACH_REQUESTS_PER_MINUTE: '10',
      COACH_DAILY_TOKENS_PER_USER: '50000',
      COACH_DAILY_TOKENS: '1000000',
      COACH_STREAMS_PER_USER: '1',
      COACH_MAX_REPLY_CHARS: '4000',
    })?.limits;
    expect(limits).toEqual({
      requestsPerMinute: 10,
      dailyTokensPerUser: 50_000,
      dailyTokens: 1_000_000,
      streamsPerUser: 1,
      maxReplyChars: 4_000,
    });
  });

  it('reads the key from COACH_API_KEY_FILE, trimmed', () => {
    const file = path.join(dir, 'coach-key');
    fs.writeFileSync(file, 'sk-from-file\n');
    const env = {
      COACH_BASE_URL: 'http://llm:8000/v1',
      COACH_MODEL: 'm',
      COACH_API_KEY_FILE: file,
    };
    expect(coachOf(env)?.apiKey).toBe('sk-from-file');
  });

  it.each([
    [{ COACH_BASE_URL: 'localhost:11434' }, /COACH_BASE_URL/],
    [{ COACH_BASE_URL: 'ftp://x/v1', COACH_MODEL: 'm' }, /http:\/\/ or https:\/\//],
    [{ COACH_BASE_URL: 'https://u:p@x/v1', COACH_MODEL: 'm' }, /login/],
    [{ COACH_BASE_URL: 'https://x/v1' }, /COACH_MODEL/],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_MAX_TOKENS: '0' },
      /COACH_MAX_TOKENS/,
    ],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_MAX_TOKENS: 'veel' },
      /COACH_MAX_TOKENS/,
    ],
    [
      {
        COACH_BASE_URL: 'https://x/v1',
        COACH_MODEL: 'm',
        COACH_API_KEY: 'a',
        COACH_API_KEY_FILE: '/k',
      },
      /not both/,
    ],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_API_KEY_FILE: '/nonexistent/key' },
      /cannot be read \(ENOENT\)/,
    ],
    [{ COACH_MODEL: 'llama3.2' }, /COACH_MODEL set without COACH_BASE_URL/],
    [{ COACH_DAILY_TOKENS: '100' }, /COACH_DAILY_TOKENS set without COACH_BASE_URL/],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_DAILY_TOKENS_PER_USER: '0' },
      /COACH_DAILY_TOKENS_PER_USER must be a whole number from 1/,
    ],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_STREAMS_PER_USER: '1.5' },
      /COACH_STREAMS_PER_USER/,
    ],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_MAX_REPLY_CHARS: '10' },
      /COACH_MAX_REPLY_CHARS must be a whole number from 100/,
    ],
    [
      { COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_REQUESTS_PER_MINUTE: 'veel' },
      /COACH_REQUESTS_PER_MINUTE/,
    ],
  ])('rejects %j with a clear ConfigError', (env, message) => {
    expect(() => coachOf(env)).toThrow(ConfigError);
    expect(() => coachOf(env)).toThrow(message);
  });

  it('rejects an empty key file', () => {
    const file = path.join(dir, 'empty-key');
    fs.writeFileSync(file, '  \n');
    expect(() =>
      coachOf({ COACH_BASE_URL: 'https://x/v1', COACH_MODEL: 'm', COACH_API_KEY_FILE: file }),
    ).toThrow(/is empty/);
  });

  it('never puts the key in an error message', () => {
    try {
      coachOf({ COACH_BASE_URL: 'https://x/v1?k=1', COACH_MODEL: 'm', COACH_API_KEY: 'sk-secret' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain('sk-secret');
    }
  });
});
