import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzz,
  headerSafe,
  hostileJson,
  hostileText,
  pathSegment,
  responseProblem,
} from './harness.js';

// Its own project: limits high enough that a thousand requests from one IP are all served.
const projectDir = tempProject(
  {},
  undefined,
  `[auth]
enable_anonymous_sign_ins = true
[auth.rate_limit]
email_sent = 100000
sign_in_sign_ups = 100000
token_verifications = 100000
token_refresh = 100000
anonymous_users = 100000
`,
);

const ENDPOINTS = [
  'POST /signup',
  'POST /token?grant_type=password',
  'POST /token?grant_type=refresh_token',
  'POST /token?grant_type=pkce',
  'POST /token?grant_type=id_token',
  'POST /otp',
  'POST /verify',
  'GET /verify',
  'POST /recover',
  'POST /resend',
  'GET /user',
  'PUT /user',
  'POST /logout',
  'POST /reauthenticate',
  'GET /authorize',
  'GET /callback',
  'POST /invite',
  'POST /admin/users',
  'GET /admin/users',
  'PUT /admin/users/:id',
  'DELETE /admin/users/:id',
  'POST /admin/generate_link',
  'GET /settings',
] as const;

const EMAIL = 'fuzz@example.test';
const PASSWORD = 'correct-horse-battery';

describe.each(engines)('generated /auth/v1 requests on %s', (engine) => {
  let backend: TestBackend;
  let userId: string;
  let refreshToken: string;
  let accessToken: string;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const session = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      user: { id: string };
    };
    accessToken = session.access_token;
    refreshToken = session.refresh_token;
    userId = session.user.id;
  });
  afterAll(() => backend?.stop());

  it(
    `answers ${FUZZ_RUNS} generated auth bodies and grants without a 5xx`,
    async () => {
      // Realistic values next to hostile ones, so requests get past validation into the database.
      const value = fc.oneof(
        fc.constantFrom(
          EMAIL,
          PASSWORD,
          refreshToken,
          userId,
          'signup',
          'magiclink',
          'email',
          'recovery',
          's256',
          'plain',
          'x'.repeat(43),
        ),
        hostileJson(),
      );
      const field = fc.constantFrom(
        'email',
        'password',
        'phone',
        'refresh_token',
        'token',
        'token_hash',
        'type',
        'data',
        'code_challenge',
        'code_challenge_method',
        'auth_code',
        'code_verifier',
        'redirect_to',
        'options',
        'user_metadata',
        'app_metadata',
        'email_confirm',
        'ban_duration',
        'role',
        'nonce',
        'provider',
        'create_user',
        'gotrue_meta_security',
      );
      const request = fc.record({
        endpoint: fc.constantFrom(...ENDPOINTS),
        body: fc.oneof(
          fc.dictionary(field, value, { maxKeys: 5 }).map((b) => JSON.stringify(b)),
          hostileText(),
        ),
        query: fc.array(
          fc.tuple(
            fc.oneof(field, hostileText(8)),
            fc.oneof(
              value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
              hostileText(),
            ),
          ),
          { maxLength: 3 },
        ),
        id: fc.oneof(fc.constant(userId), hostileText(40).map(pathSegment)),
        who: fc.constantFrom('none', 'anon', 'service', 'user', 'garbage'),
        version: fc.boolean(),
      });
      const count = await fuzz(`auth/${engine}`, request, async (input) => {
        const [method, path] = input.endpoint.split(' ') as [string, string];
        const url = new URL(`${backend.url}/auth/v1${path.replace(':id', input.id)}`);
        for (const [key, v] of input.query) url.searchParams.append(key, v);
        const headers: Record<string, string> = {
          apikey: backend.anonKey,
          'content-type': 'application/json',
        };
        if (input.version) headers['x-supabase-api-version'] = '2024-01-01';
        const bearer = {
          anon: backend.anonKey,
          service: backend.serviceRoleKey,
          user: accessToken,
          garbage: headerSafe('a.b.c'),
        };
        if (input.who !== 'none') headers.authorization = `Bearer ${bearer[input.who]}`;
        const response = await fetch(url, {
          method,
          headers,
          body: method === 'GET' ? undefined : input.body,
          redirect: 'manual',
        });
        return responseProblem(`${method} ${url.pathname}${url.search} ${input.body}`, response);
      });
      expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const health = await fetch(`${backend.url}/auth/v1/health`, {
        headers: { apikey: backend.anonKey },
      });
      expect(health.status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
