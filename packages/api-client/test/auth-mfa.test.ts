import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TandemClient } from '../src/index.js';
import { failure, recordSessionEvents } from './support/auth.js';
import { createUser, signedIn, startBackend, uniqueEmail } from './support/backend.js';

/** The code an authenticator app shows now for `secret`. */
function codeNow(secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });
}

/** A code of the secret that is wrong now (one from an hour away, or a shifted one). */
function wrongCode(secret: string): string {
  const right = codeNow(secret);
  const other = codeNow(secret, 3_600_000);
  return other === right ? String((Number(right) + 1) % 1_000_000).padStart(6, '0') : other;
}

describe.each(engines)('two-factor authentication on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  async function freshClient(tag: string) {
    const email = uniqueEmail(tag);
    await createUser(backend, email);
    return { email, client: await signedIn(backend, email) };
  }

  async function enrollAndConfirm(client: TandemClient) {
    const enrollment = await client.auth.enrollTotp({ friendlyName: 'Phone' });
    await client.auth.challengeAndVerify({
      factorId: enrollment.factorId,
      code: codeNow(enrollment.secret),
    });
    return enrollment;
  }

  it('enrolls an authenticator app, confirms a code and reaches aal2', async () => {
    const { client } = await freshClient('mfa-enroll');
    expect(await client.auth.getAssuranceLevel()).toEqual({
      current: 'aal1',
      next: 'aal1',
      needsCode: false,
    });
    const enrollment = await client.auth.enrollTotp({ friendlyName: 'Phone' });
    expect(enrollment.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.uri).toContain(`secret=${enrollment.secret}`);
    const [pending] = await client.auth.listFactors();
    expect(pending).toMatchObject({ id: enrollment.factorId, status: 'unverified' });

    const events = recordSessionEvents(client);
    const level = await client.auth.challengeAndVerify({
      factorId: enrollment.factorId,
      code: codeNow(enrollment.secret),
    });
    expect(level).toEqual({ current: 'aal2', next: 'aal2', needsCode: false });
    expect(await client.auth.listFactors()).toEqual([
      {
        id: enrollment.factorId,
        type: 'totp',
        friendlyName: 'Phone',
        status: 'verified',
        createdAt: expect.any(Date),
      },
    ]);
    expect((await events.until('token-refreshed')).user?.id).toBeTruthy();
    events.stop();
  });

  it('discards an unfinished enrollment when a new one starts', async () => {
    const { client } = await freshClient('mfa-restart');
    const first = await client.auth.enrollTotp();
    const second = await client.auth.enrollTotp();
    const factors = await client.auth.listFactors();
    expect(factors.map((f) => f.id)).toEqual([second.factorId]);
    expect(second.factorId).not.toBe(first.factorId);
    expect(factors[0]?.friendlyName).toBe('Authenticator app');
  });

  it('asks a new sign-in for a code, refuses a wrong one on the code field, accepts the right one', async () => {
    const { client, email } = await freshClient('mfa-signin');
    const { factorId, secret } = await enrollAndConfirm(client);
    const device = await signedIn(backend, email);
    expect(await device.auth.getAssuranceLevel()).toEqual({
      current: 'aal1',
      next: 'aal2',
      needsCode: true,
    });
    const malformed = await failure(device.auth.challengeAndVerify({ factorId, code: '12' }));
    expect(malformed.code).toBe('data/invalid');
    expect(malformed.fieldErrors.code).toBeDefined();
    expect(device.auth.mfaFailureOf(malformed)).toBe('wrong-code');

    const wrong = await failure(
      device.auth.challengeAndVerify({ factorId, code: wrongCode(secret) }),
    );
    expect(wrong.code).toBe('data/invalid');
    expect(wrong.status).toBe(422);
    expect(wrong.fieldErrors.code?.[0]).toMatch(/not right/);
    expect(device.auth.mfaFailureOf(wrong)).toBe('wrong-code');

    const level = await device.auth.challengeAndVerify({ factorId, code: codeNow(secret) });
    expect(level.needsCode).toBe(false);
  });

  it('needs a code before removing a verified factor, then removes it', async () => {
    const { client, email } = await freshClient('mfa-remove');
    const { factorId, secret } = await enrollAndConfirm(client);
    const device = await signedIn(backend, email);
    const refused = await failure(device.auth.unenrollFactor(factorId));
    expect(device.auth.mfaFailureOf(refused)).toBe('needs-code');
    expect(refused.message).toMatch(/code/);
    const added = await failure(device.auth.enrollTotp());
    expect(added.code).toBe('data/forbidden');
    expect(device.auth.mfaFailureOf(added)).toBe('needs-code');

    await device.auth.challengeAndVerify({ factorId, code: codeNow(secret) });
    await device.auth.unenrollFactor(factorId);
    expect(await device.auth.listFactors()).toEqual([]);
    const gone = await failure(device.auth.unenrollFactor(factorId));
    expect(gone.code).toBe('data/not-found');
  });

  it('reports no level when signed out', async () => {
    const { client } = await freshClient('mfa-out');
    await client.auth.signOut();
    expect(await client.auth.getAssuranceLevel()).toEqual({
      current: null,
      next: null,
      needsCode: false,
    });
    expect((await failure(client.auth.listFactors())).code).toBe('auth/session-expired');
  });
});
