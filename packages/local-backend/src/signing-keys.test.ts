import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createKeys, InvalidTokenError } from './keys.js';
import { loadSigningKeys } from './signing-keys.js';

/** A private JWK as `supabase gen signing-key` writes it. */
async function cliJwk(alg: 'ES256' | 'RS256', kid: string) {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwk: { ...jwk, kid, alg, use: 'sig', key_ops: ['sign', 'verify'], ext: true },
    privateKey,
  };
}

describe('signing keys', () => {
  it('signs with the first key of a JWK set file, verifies with all, publishes public parts', async () => {
    const es = await cliJwk('ES256', 'key-es');
    const rs = await cliJwk('RS256', 'key-rs');
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const file = join(dir, 'signing_keys.json');
    writeFileSync(file, JSON.stringify([es.jwk, rs.jwk]));
    const keys = await loadSigningKeys({ file });
    expect(keys.currentKid).toBe('key-es');
    const jwks = keys.jwks().keys;
    expect(jwks.map((key) => key.kid)).toEqual(['key-es', 'key-rs']);
    for (const key of jwks) {
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
        expect(key).not.toHaveProperty(secret);
      expect(key.key_ops).toEqual(['verify']);
    }

    const legacy = await createKeys();
    const verify = keys.verifier(legacy.verifyAccessToken, Date.now);
    const own = await keys.sign({
      sub: 'a',
      role: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await verify(own)).sub).toBe('a');
    const byRsa = await new SignJWT({ sub: 'b', role: 'authenticated' })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-rs' })
      .setExpirationTime('1m')
      .sign(rs.privateKey);
    expect((await verify(byRsa)).sub).toBe('b');
    expect((await verify(legacy.serviceRoleKey)).role).toBe('service_role');

    const stranger = await cliJwk('ES256', 'key-es');
    const forged = await new SignJWT({ sub: 'c', role: 'service_role' })
      .setProtectedHeader({ alg: 'ES256', kid: 'key-es' })
      .sign(stranger.privateKey);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    const unknownKid = await new SignJWT({ sub: 'c' })
      .setProtectedHeader({ alg: 'ES256', kid: 'nope' })
      .sign(stranger.privateKey);
    await expect(verify(unknownKid)).rejects.toThrow(/unrecognized JWT kid/);
    await expect(verify('garbage')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('reports expiry against the injected clock', async () => {
    const keys = await loadSigningKeys({});
    let now = Date.now();
    const verify = keys.verifier((await createKeys()).verifyAccessToken, () => now);
    const token = await keys.sign({ sub: 'a', exp: Math.floor(now / 1000) + 10 });
    expect((await verify(token)).sub).toBe('a');
    now += 11_000;
    await expect(verify(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('keeps a generated key in the data directory and a fresh one per start in memory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const first = await loadSigningKeys({ dataDir });
    const again = await loadSigningKeys({ dataDir });
    expect(again.currentKid).toBe(first.currentKid);
    const stored = JSON.parse(readFileSync(join(dataDir, 'auth', 'signing_keys.json'), 'utf8'));
    expect(stored[0].alg).toBe('ES256');
    const memoryA = await loadSigningKeys({});
    const memoryB = await loadSigningKeys({});
    expect(memoryA.currentKid).not.toBe(memoryB.currentKid);
  });

  it('refuses HMAC and public-only keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const hmac = join(dir, 'hmac.json');
    writeFileSync(hmac, JSON.stringify([{ kty: 'oct', k: 'c2VjcmV0', alg: 'HS256', kid: 'h' }]));
    await expect(loadSigningKeys({ file: hmac })).rejects.toThrow(/ES256 or RS256/);
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    const pub = join(dir, 'public.json');
    writeFileSync(pub, JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'p' }] }));
    await expect(loadSigningKeys({ file: pub })).rejects.toThrow(/no private part/);
  });
});
