import { describe, expect, it } from 'vitest';
import { createPasswordAttempts } from './password-attempts';

describe('createPasswordAttempts', () => {
  it('refuses a user after max attempts without the right password until the window ends', () => {
    let time = 1_000;
    const attempts = createPasswordAttempts({ max: 2, windowMs: 60_000, now: () => time });
    expect(attempts.take('a')).toEqual({ ok: true });
    time += 10_000;
    expect(attempts.take('a')).toEqual({ ok: true });
    expect(attempts.take('a')).toEqual({ ok: false, retryAfterMs: 50_000 });
    // Another user has a budget of their own.
    expect(attempts.take('b')).toEqual({ ok: true });
    time += 50_000;
    expect(attempts.take('a')).toEqual({ ok: true });
  });

  it('forgets the attempts once the right password is given', () => {
    const attempts = createPasswordAttempts({ max: 2, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 5; i += 1) {
      expect(attempts.take('a')).toEqual({ ok: true });
      attempts.succeed('a');
    }
    attempts.take('a');
    attempts.take('a');
    expect(attempts.take('a')).toMatchObject({ ok: false });
  });

  it('drops expired windows of idle users once many are kept', () => {
    let time = 0;
    const attempts = createPasswordAttempts({ max: 1, windowMs: 1_000, now: () => time });
    for (let i = 0; i < 1_500; i += 1) attempts.take(`user-${i}`);
    expect(attempts.size()).toBe(1_500);
    expect(attempts.take('user-0')).toMatchObject({ ok: false });
    time = 5_000;
    attempts.take('someone');
    expect(attempts.size()).toBe(1);
    expect(attempts.take('user-0')).toEqual({ ok: true });
  });
});
