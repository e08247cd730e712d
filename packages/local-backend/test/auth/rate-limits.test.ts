import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { latestMail, pkceClient, uniqueEmail } from './helpers.js';

const FIVE_MINUTES = 5 * 60 * 1000;
const PASSWORD = 'long-enough-password';

/** POSTs JSON to `/auth/v1<path>` from `localAddress` (another loopback address is another IP). */
function postFrom(
  backend: TestBackend,
  path: string,
  body: unknown,
  localAddress: string,
): Promise<{ status: number; code: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${backend.url}/auth/v1${path}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: backend.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const parsed = text ? (JSON.parse(text) as { code?: string }) : {};
          resolve({ status: res.statusCode ?? 0, code: String(parsed.code ?? '') });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe.each(engines)('auth rate limits per client IP on %s', (engine) => {
  let clock: ManualClock;
  let defaults: TestBackend;
  let small: TestBackend;
  beforeAll(async () => {
    clock = createManualClock();
    [defaults, small] = await Promise.all([
      // No config.toml: the Supabase CLI's defaults (30 sign-ins, 30 verifications per 5 min).
      startTestBackend({ engine, projectDir: tempProject({}), clock }),
      startTestBackend({
        engine,
        projectDir: tempProject({}, undefined, '[auth.rate_limit]\ntoken_refresh = 3\n'),
        clock,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([defaults?.stop(), small?.stop()]);
  });

  it('refuses password sign-ins over sign_in_sign_ups with 429, then refills over 5 minutes', async () => {
    clock.advance(FIVE_MINUTES);
    const email = uniqueEmail('limited');
    const first = await postFrom(defaults, '/signup', { email, password: PASSWORD }, '127.0.0.1');
    expect(first.status).toBe(200);
    const attempts = [];
    for (let i = 0; i < 31; i++) {
      attempts.push(
        await postFrom(
          defaults,
          '/token?grant_type=password',
          { email, password: `wrong-${i}` },
          '127.0.0.1',
        ),
      );
    }
    // The sign-up counted too: 29 wrong passwords are checked, the rest refused unchecked.
    expect(attempts.slice(0, 29).every((a) => a.code === 'invalid_credentials')).toBe(true);
    expect(attempts.slice(29)).toEqual([
      { status: 429, code: 'over_request_rate_limit' },
      { status: 429, code: 'over_request_rate_limit' },
    ]);
    const right = { email, password: PASSWORD };
    expect(await postFrom(defaults, '/token?grant_type=password', right, '127.0.0.1')).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
    });
    // Another client IP has its own allowance.
    const other = await postFrom(defaults, '/token?grant_type=password', right, '127.0.0.2');
    expect(other.status).toBe(200);

    clock.advance(FIVE_MINUTES);
    const later = await postFrom(defaults, '/token?grant_type=password', right, '127.0.0.1');
    expect(later.status).toBe(200);
  });

  it('stops OTP guessing at token_verifications, so the code cannot be found in its lifetime', async () => {
    clock.advance(FIVE_MINUTES);
    const email = uniqueEmail('otp');
    const client = pkceClient(defaults);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const otp = (await latestMail(defaults, email)).otp as string;
    expect(otp).toMatch(/^\d{6}$/);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const codes = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 30).every((code) => code === 'otp_expired')).toBe(true);
    expect(codes[30]).toBe('over_request_rate_limit');
    // Even the right code is refused now: 30 guesses per 5 minutes is 360 in the code's hour
    // of validity, against a million codes.
    const blocked = await client.auth.verifyOtp({ email, token: otp, type: 'email' });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    clock.advance(FIVE_MINUTES);
    const verified = await client.auth.verifyOtp({ email, token: otp, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();
  });

  it('refuses refreshes over token_refresh', async () => {
    const email = uniqueEmail('refresh');
    const signUp = await fetch(`${small.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: small.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    let token = ((await signUp.json()) as { refresh_token: string }).refresh_token;
    for (let i = 0; i < 3; i++) {
      const { data, error } = await pkceClient(small).auth.refreshSession({ refresh_token: token });
      expect(error).toBeNull();
      token = data.session?.refresh_token as string;
    }
    const refused = await pkceClient(small).auth.refreshSession({ refresh_token: token });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe('over_request_rate_limit');
  });
});
