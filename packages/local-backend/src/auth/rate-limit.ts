/** Counts requests per key (a client IP) and says whether one more is allowed now. */
export interface RateLimiter {
  /** Spends one request of `key`'s allowance; `false` when it is used up. */
  take(key: string): boolean;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key, as GoTrue's limiter: `limit` requests, refilled evenly over
 * `windowMs`, so a client gets `limit` requests per window however it spaces them. Time
 * comes from `now` (the backend clock), so tests move it instead of sleeping. Buckets that
 * have refilled completely are forgotten, so memory follows the clients seen in one window.
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const perMs = limit / windowMs;
  let lastSweep = now();
  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(limit, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
  };
  return {
    take(key) {
      const at = now();
      if (at - lastSweep > windowMs) {
        for (const [k, bucket] of buckets) {
          refill(bucket, at);
          if (bucket.tokens >= limit) buckets.delete(k);
        }
        lastSweep = at;
      }
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { tokens: limit, at };
        buckets.set(key, bucket);
      } else refill(bucket, at);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
