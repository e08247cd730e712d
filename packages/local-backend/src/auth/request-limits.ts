import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../http/client-ip.js';
import { AuthError } from './errors.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';
import type { AuthSettings } from './settings.js';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** GoTrue's MFA limiter: 15 a minute with a burst of 30, i.e. a bucket of 30 refilled in 2 min. */
const MFA_BURST = 30;
const MFA_REFILL = 2 * 60 * 1000;

/** Which of GoTrue's per-IP limits a request counts against. */
type LimitName = 'signIn' | 'verify' | 'refresh' | 'anonymous' | 'mfaChallenge' | 'mfaVerify';

/**
 * GoTrue's request rate limits per client IP (`[auth.rate_limit]`): `sign_in_sign_ups` for
 * sign-ups, password/PKCE sign-ins and OTP requests, `token_verifications` for `/verify`,
 * `token_refresh` for refreshes (each per 5 minutes) and `anonymous_users` per hour. Over a
 * limit the request is refused before any work with 429 `over_request_rate_limit`. The route
 * table puts each limit in front of its endpoints, as GoTrue's `limitHandler` does; sign-ups
 * are classified by their body (anonymous or not), so `/signup` checks via `takeSignUp`.
 */
export function requestLimits(settings: AuthSettings, now: () => number) {
  const limits = settings.rateLimits;
  const limiters: Record<LimitName, RateLimiter> = {
    signIn: createRateLimiter(limits.signInSignUps, FIVE_MINUTES, now),
    verify: createRateLimiter(limits.tokenVerifications, FIVE_MINUTES, now),
    refresh: createRateLimiter(limits.tokenRefresh, FIVE_MINUTES, now),
    anonymous: createRateLimiter(limits.anonymousUsers, ONE_HOUR, now),
    mfaChallenge: createRateLimiter(MFA_BURST, MFA_REFILL, now),
    mfaVerify: createRateLimiter(MFA_BURST, MFA_REFILL, now),
  };
  const take = (c: Context, name: LimitName) => {
    if (!limiters[name].take(clientIp(c))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };
  const limit =
    (name: LimitName): MiddlewareHandler =>
    async (c, next) => {
      take(c, name);
      await next();
    };
  return {
    /** `sign_in_sign_ups`, for magic links and one-time codes (`/otp`). */
    signIn: limit('signIn'),
    /** `token_verifications`, for `/verify`. */
    verify: limit('verify'),
    /** GoTrue's fixed MFA limits, for `/factors/{id}/challenge` and `/factors/{id}/verify`. */
    mfaChallenge: limit('mfaChallenge'),
    mfaVerify: limit('mfaVerify'),
    /** `/token` by grant: refreshes count as `token_refresh`, sign-ins as `sign_in_sign_ups`. */
    token: (async (c, next) => {
      const grant = c.req.query('grant_type');
      if (grant === 'refresh_token') take(c, 'refresh');
      else if (grant === 'password' || grant === 'pkce' || grant === 'id_token') take(c, 'signIn');
      await next();
    }) as MiddlewareHandler,
    /** Counts a `/signup` against `anonymous_users` or `sign_in_sign_ups`. */
    takeSignUp: (c: Context, anonymous: boolean) => take(c, anonymous ? 'anonymous' : 'signIn'),
  };
}

/** What {@link requestLimits} returns. */
export type RequestLimits = ReturnType<typeof requestLimits>;
