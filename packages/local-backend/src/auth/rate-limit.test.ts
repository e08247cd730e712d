import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.js';
import { createRateLimiter } from './rate-limit.js';

describe('createRateLimiter', () => {
  it('allows `limit` requests per key, then refills over the window', () => {
    const clock = createManualClock(0);
    const limiter = createRateLimiter(3, 300_000, clock.now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    clock.advance(100_000); // a third of the window: one request back
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    clock.advance(300_000);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
  });

  it('refuses everything with a limit of 0', () => {
    const limiter = createRateLimiter(0, 300_000, () => 0);
    expect(limiter.take('a')).toBe(false);
  });
});
