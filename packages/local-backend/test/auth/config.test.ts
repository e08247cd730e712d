import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

/** A project whose config.toml sets signing keys, an hourly email limit and password rules. */
async function configuredProject(suffix: string) {
  const dir = tempProject({});
  const keys = [];
  for (const [alg, kid] of [
    ['RS256', `project-rsa-${suffix}`],
    ['ES256', `project-ec-${suffix}`],
  ] as const) {
    const { privateKey } = await generateKeyPair(alg, { extractable: true });
    keys.push({
      ...(await exportJWK(privateKey)),
      alg,
      kid,
      use: 'sig',
      key_ops: ['sign', 'verify'],
    });
  }
  mkdirSync(join(dir, 'supabase'), { recursive: true });
  writeFileSync(join(dir, 'supabase', 'signing_keys.json'), JSON.stringify(keys));
  writeFileSync(
    join(dir, 'supabase', 'config.toml'),
    `[auth]
site_url = "http://127.0.0.1:3000"
signing_keys_path = "./signing_keys.json"
jwt_expiry = 600
minimum_password_length = 10
password_requirements = "lower_upper_letters_digits"

[auth.email]
enable_confirmations = true

[auth.rate_limit]
email_sent = 2
`,
  );
  return dir;
}

describe.each(engines)('auth settings from config.toml on %s', (engine) => {
  let backend: TestBackend;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = createManualClock();
    backend = await startTestBackend({
      engine,
      projectDir: await configuredProject(engine),
      clock,
    });
  });
  afterAll(() => backend?.stop());

  it('signs with the first key of signing_keys_path and publishes every key', async () => {
    const { keys } = (await (
      await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)
    ).json()) as { keys: { kid: string; alg: string; d?: string }[] };
    expect(keys.map((key) => [key.kid, key.alg])).toEqual([
      [`project-rsa-${engine}`, 'RS256'],
      [`project-ec-${engine}`, 'ES256'],
    ]);
    expect(keys.every((key) => key.d === undefined)).toBe(true);

    const email = uniqueEmail('keys');
    const admin = pkceClient(backend, { key: backend.serviceRoleKey });
    await admin.auth.admin.createUser({ email, password: 'Correct-Horse-1', email_confirm: true });
    const client = pkceClient(backend);
    const signIn = await client.auth.signInWithPassword({ email, password: 'Correct-Horse-1' });
    expect(signIn.error).toBeNull();
    const header = decodeProtectedHeader(signIn.data.session?.access_token as string);
    // Kids differ per engine: supabase-js caches JWKS per storage key, shared by both runs.
    expect(header).toMatchObject({ alg: 'RS256', kid: `project-rsa-${engine}` });
    expect(signIn.data.session?.expires_in).toBe(600);
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe(email);
  });

  it('applies the password rules with every reason', async () => {
    const client = pkceClient(backend);
    const { error } = await client.auth.signUp({ email: uniqueEmail('rules'), password: 'short' });
    expect(error?.code).toBe('weak_password');
    expect((error as { reasons?: string[] }).reasons).toEqual(['length', 'characters']);
    expect(error?.message).toContain('Password should be at least 10 characters.');
  });

  it('limits emails per hour across the instance', async () => {
    const client = pkceClient(backend);
    const sign = () =>
      client.auth.signUp({ email: uniqueEmail('limited'), password: 'Correct-Horse-1' });
    expect((await sign()).error).toBeNull();
    expect((await sign()).error).toBeNull();
    const third = await sign();
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe('over_email_send_rate_limit');
    expect(third.error?.message).toBe('email rate limit exceeded');
    clock.advance(3_600_001);
    expect((await sign()).error).toBeNull();
  });
});
