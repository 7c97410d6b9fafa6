// Test support: a fresh fake endpoint for each test, and the provider under test pointed at it.
import { afterEach, beforeEach } from 'vitest';
import { testRequest } from './coach-request';
import type { CoachProvider, CoachRequest } from '../types';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from '../openai/provider';
import {
  collectReply,
  startFakeEndpoint,
  type FakeEndpoint,
  type ReplyOutcome,
} from './fake-endpoint';

export type ProviderHarness = {
  /** The running test's endpoint (each test gets a new one, closed after it). */
  endpoint: FakeEndpoint;
  /** The provider on the endpoint as a local model: llama3.2, a key, a 2 s limit; `options` override. */
  provider: (options?: Partial<OpenAiCompatibleOptions>) => CoachProvider;
  /** Everything `provider(options)` streams for `request`, and the error it ends with (see collectReply). */
  collect: (
    options?: Partial<OpenAiCompatibleOptions>,
    request?: CoachRequest,
    afterChunk?: () => void | Promise<void>,
  ) => Promise<ReplyOutcome>;
};

/** Call at the top of a test file: starts an endpoint before each test and closes it after. */
export function providerHarness(): ProviderHarness {
  let current: FakeEndpoint | undefined;
  beforeEach(async () => {
    current = await startFakeEndpoint();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = (): FakeEndpoint => {
    if (!current) throw new Error('The fake endpoint runs only inside a test.');
    return current;
  };
  // Stands for whichever endpoint the running test has, so a test file can keep one name for it.
  const endpoint: FakeEndpoint = {
    get baseURL() {
      return now().baseURL;
    },
    get requests() {
      return now().requests;
    },
    get closed() {
      return now().closed;
    },
    handle: (handler) => now().handle(handler),
    close: () => now().close(),
  };
  const provider = (options: Partial<OpenAiCompatibleOptions> = {}) =>
    createOpenAiCompatibleProvider({
      baseURL: now().baseURL,
      model: 'llama3.2',
      apiKey: 'sk-test-key',
      timeoutMs: 2_000,
      ...options,
    });
  return {
    endpoint,
    provider,
    collect: (options = {}, request = testRequest(), afterChunk) =>
      collectReply(provider(options), request, afterChunk),
  };
}
