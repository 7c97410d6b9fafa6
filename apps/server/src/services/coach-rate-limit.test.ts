import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './coach-rate-limit';

describe('createRateLimiter', () => {
  it('allows max requests per window per key, then says how long to wait', () => {
    let time = 1_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => time });
    expect(limiter.take('a')).toEqual({ ok: true });
    time += 10_000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterMs: 50_000 });
    // Another user has a budget of their own.
    expect(limiter.take('b')).toEqual({ ok: true });
    time += 50_000;
    expect(limiter.take('a')).toEqual({ ok: true });
  });

  it('forgets expired windows of idle users once many are kept', () => {
    let time = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: () => time });
    for (let i = 0; i < 1_500; i += 1) limiter.take(`user-${i}`);
    expect(limiter.size()).toBe(1_500);
    expect(limiter.take('user-0')).toMatchObject({ ok: false });
    time = 5_000;
    limiter.take('someone');
    expect(limiter.size()).toBe(1);
    expect(limiter.take('user-0')).toEqual({ ok: true });
  });
});
