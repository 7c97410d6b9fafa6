// Password attempts per user in a fixed window, in memory (one server process), with the clock passed in.
// Every attempt counts before its check, so parallel guesses cannot slip past the limit; the right
// password clears the count, so in effect only wrong passwords add up.
import {
  createRateLimiter,
  type RateLimitOptions,
  type RateLimitVerdict,
} from './coach-rate-limit';

export type AttemptVerdict = RateLimitVerdict;

export type PasswordAttempts = {
  /** Counts one attempt of `key` and says whether it may go ahead (max unanswered-or-wrong per window). */
  take(key: string): AttemptVerdict;
  /** The right password: the attempts of `key` are forgotten. */
  succeed(key: string): void;
  /** How many users' windows are held in memory. */
  size(): number;
};

export type PasswordAttemptOptions = RateLimitOptions;

export function createPasswordAttempts(options: PasswordAttemptOptions): PasswordAttempts {
  const limiter = createRateLimiter(options);
  return {
    take: (key) => limiter.take(key),
    succeed: (key) => limiter.reset(key),
    size: () => limiter.size(),
  };
}
