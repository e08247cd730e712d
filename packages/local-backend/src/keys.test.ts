import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.js';
import { requestIdentity } from './identity.js';
import {
  createKeys,
  InvalidTokenError,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys.js';

describe('keys', () => {
  it('verifies the CLI well-known legacy keys with the well-known secret', async () => {
    const keys = await createKeys();
    expect(keys.anonKey).toBe(LOCAL_ANON_KEY);
    expect((await keys.verifyAccessToken(LOCAL_ANON_KEY)).role).toBe('anon');
    expect((await keys.verifyAccessToken(LOCAL_SERVICE_ROLE_KEY)).role).toBe('service_role');
  });

  it('signs fresh legacy keys when the secret differs', async () => {
    const keys = await createKeys({ jwtSecret: 'another-secret-that-is-at-least-32-characters' });
    expect(keys.anonKey).not.toBe(LOCAL_ANON_KEY);
    expect((await keys.verifyAccessToken(keys.anonKey)).role).toBe('anon');
    await expect(keys.verifyAccessToken(LOCAL_ANON_KEY)).rejects.toBeInstanceOf(InvalidTokenError);
    // The opaque keys follow the secret too: the well-known sb_secret_ key is not accepted.
    expect(keys.secretKey).toMatch(/^sb_secret_[\w-]{31}$/);
    expect(keys.publishableKey).toMatch(/^sb_publishable_[\w-]{31}$/);
    expect(keys.secretKey).not.toBe(LOCAL_SECRET_KEY);
    expect(keys.publishableKey).not.toBe(LOCAL_PUBLISHABLE_KEY);
  });

  it('rejects expired tokens by the injected clock', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const keys = await createKeys({ now: clock.now });
    const token = await keys.signHs256({ role: 'authenticated', sub: 'u1' }, 60);
    expect((await keys.verifyAccessToken(token)).sub).toBe('u1');
    clock.advance(61_000);
    await expect(keys.verifyAccessToken(token)).rejects.toMatchObject({ reason: 'expired' });
  });
});

describe('requestIdentity', () => {
  it('maps credentials to roles as the Supabase gateway does', async () => {
    const keys = await createKeys();
    const roleOf = async (headers: Record<string, string>) => {
      const result = await requestIdentity(headers, { keys });
      return result.ok ? result.identity.role : result.reason;
    };
    expect(await roleOf({})).toBe('anon');
    expect(await roleOf({ apikey: LOCAL_PUBLISHABLE_KEY })).toBe('anon');
    expect(await roleOf({ apikey: LOCAL_SECRET_KEY })).toBe('service_role');
    expect(await roleOf({ authorization: `Bearer ${LOCAL_SECRET_KEY}` })).toBe('service_role');
    expect(await roleOf({ apikey: LOCAL_ANON_KEY })).toBe('anon');
    expect(
      await roleOf({ apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }),
    ).toBe('service_role');
    const user = await keys.signHs256({ role: 'authenticated', sub: 'abc' }, 60);
    expect(await roleOf({ apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${user}` })).toBe(
      'authenticated',
    );
    expect(await roleOf({ apikey: 'sb_secret_not-the-right-one' })).toBe('unknown_api_key');
    expect(await roleOf({ authorization: 'Bearer not.a.jwt' })).toBe('invalid');
    const tampered = `${LOCAL_ANON_KEY.slice(0, -2)}xx`;
    expect(await roleOf({ authorization: `Bearer ${tampered}` })).toBe('invalid');
  });

  it('reuses verified claims only until the token expires', async () => {
    const clock = createManualClock(Date.UTC(2031, 0, 1));
    const keys = await createKeys({ now: clock.now });
    const token = await keys.signHs256({ role: 'authenticated', sub: 'u2' }, 60);
    const first = await requestIdentity({ authorization: `Bearer ${token}` }, { keys });
    expect(first.ok && first.identity.role).toBe('authenticated');
    clock.advance(61_000);
    const later = await requestIdentity({ authorization: `Bearer ${token}` }, { keys });
    expect(later.ok ? 'ok' : later.reason).toBe('expired');
  });

  it("verifies bearer tokens with the key set's verifier", async () => {
    const keys = {
      ...(await createKeys()),
      verifyAccessToken: async (token: string) => ({
        role: token === 'custom' ? 'authenticated' : 'x',
      }),
    };
    const result = await requestIdentity({ authorization: 'Bearer custom' }, { keys });
    expect(result.ok && result.identity.role).toBe('authenticated');
  });
});
