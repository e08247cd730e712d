import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  engines,
  SoftwareAuthenticator,
  startTestBackend,
  type TestBackend,
} from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { assurance, passwordUser } from './mfa-helpers.js';

const ORIGIN = 'http://localhost:5173';
const RP = { rpId: 'localhost', rpOrigins: [ORIGIN] };

/** A project with WebAuthn second factors on, its relying party the pages at localhost:5173. */
function webauthnProject(): string {
  return tempProject(
    {},
    undefined,
    `[auth]
site_url = "${ORIGIN}"

[auth.webauthn]
rp_id = "localhost"
rp_origins = ["${ORIGIN}"]

[auth.mfa.web_authn]
enroll_enabled = true
verify_enabled = true
`,
  );
}

/**
 * A factor endpoint called as auth-js calls it (`mfa.webauthn.challenge`/`verify` serialise
 * browser credentials, which a Node test has none of): the session's bearer, JSON both ways.
 */
async function factorCall(
  backend: TestBackend,
  client: SupabaseClient,
  path: string,
  body: Record<string, unknown>,
) {
  const session = (await client.auth.getSession()).data.session;
  const response = await fetch(`${backend.url}/auth/v1/factors/${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${session?.access_token}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe.each(engines)('WebAuthn as a second factor on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: webauthnProject() });
  });
  afterAll(() => backend?.stop());

  /** Registers the authenticator's key for a new factor; answers the aal2 session's body. */
  async function registerFactor(client: SupabaseClient, authenticator: SoftwareAuthenticator) {
    const enrolled = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Security key' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data?.id as string;
    const challenge = await factorCall(backend, client, `${factorId}/challenge`, { webauthn: RP });
    expect(challenge.status).toBe(200);
    expect(challenge.body.webauthn.type).toBe('create');
    const options = challenge.body.webauthn.credential_options.publicKey;
    expect(options.rp.id).toBe('localhost');
    const verified = await factorCall(backend, client, `${factorId}/verify`, {
      challenge_id: challenge.body.id,
      webauthn: { type: 'create', ...RP, credential_response: authenticator.create(options) },
    });
    return { factorId, verified };
  }

  it('enrolls an unverified factor with an empty or given name, and unenrolls it', async () => {
    const { client } = await passwordUser(backend);
    const unnamed = await client.auth.mfa.webauthn.enroll({ friendlyName: '' });
    expect(unnamed.error).toBeNull();
    expect(unnamed.data).toMatchObject({ type: 'webauthn', friendly_name: '' });
    const named = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Yubikey' });
    expect(named.data).toMatchObject({ type: 'webauthn', friendly_name: 'Yubikey' });

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.factor_type, f.status])).toEqual([
      ['webauthn', 'unverified'],
      ['webauthn', 'unverified'],
    ]);
    expect(
      (await client.auth.mfa.unenroll({ factorId: named.data?.id as string })).error,
    ).toBeNull();
    const after = await client.auth.mfa.listFactors();
    expect(after.data?.all.map((f) => f.id)).toEqual([unnamed.data?.id]);
  });

  it('registers a key into an aal2 session, then asserts with it after signing in again', async () => {
    const { client, email, password } = await passwordUser(backend);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { factorId, verified } = await registerFactor(client, authenticator);
    expect(verified.status).toBe(200);
    expect(assurance(verified.body.access_token)).toEqual({
      aal: 'aal2',
      amr: ['mfa/webauthn', 'password'],
    });

    await client.auth.signInWithPassword({ email, password });
    const challenge = await factorCall(backend, client, `${factorId}/challenge`, { webauthn: RP });
    expect(challenge.body.webauthn.type).toBe('request');
    const options = challenge.body.webauthn.credential_options.publicKey;
    const assertion = authenticator.get(options);
    const asserted = await factorCall(backend, client, `${factorId}/verify`, {
      challenge_id: challenge.body.id,
      webauthn: { type: 'request', ...RP, credential_response: assertion },
    });
    expect(asserted.status).toBe(200);
    expect(assurance(asserted.body.access_token).aal).toBe('aal2');

    // The same assertion again, against a fresh challenge: its signature is for the old one.
    const again = await factorCall(backend, client, `${factorId}/challenge`, { webauthn: RP });
    const replayed = await factorCall(backend, client, `${factorId}/verify`, {
      challenge_id: again.body.id,
      webauthn: { type: 'request', ...RP, credential_response: assertion },
    });
    expect(replayed).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
  });

  it('checks the webauthn object of a verification as GoTrue does, before its challenge', async () => {
    const { client } = await passwordUser(backend);
    const enrolled = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    const factorId = enrolled.data?.id as string;
    const challenge = await factorCall(backend, client, `${factorId}/challenge`, {});
    const cases: [Record<string, unknown> | undefined, string][] = [
      [undefined, 'WebAuthn config required'],
      [{ type: 'sign', credential_response: {} }, 'WebAuthn type must be create or request'],
      [{ type: 'create' }, 'credential_response required'],
      [{ type: 'create', credential_response: 'x' }, 'Invalid credential_response'],
    ];
    for (const [webauthn, message] of cases) {
      const answer = await factorCall(backend, client, `${factorId}/verify`, {
        challenge_id: challenge.body.id,
        ...(webauthn ? { webauthn } : {}),
      });
      expect(answer).toMatchObject({ status: 400, body: { code: 'validation_failed', message } });
    }
  });

  it('refuses an assertion by another authenticator or for another origin', async () => {
    const { client, email, password } = await passwordUser(backend);
    const owner = new SoftwareAuthenticator(ORIGIN);
    const { factorId } = await registerFactor(client, owner);
    await client.auth.signInWithPassword({ email, password });
    const challenge = await factorCall(backend, client, `${factorId}/challenge`, { webauthn: RP });
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'someone' } });
    const refused = await factorCall(backend, client, `${factorId}/verify`, {
      challenge_id: challenge.body.id,
      webauthn: {
        type: 'request',
        ...RP,
        credential_response: stranger.get(challenge.body.webauthn.credential_options.publicKey),
      },
    });
    expect(refused).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });

    // The owner's key used from a page elsewhere: the browser names that page's origin.
    const elsewhere = await factorCall(backend, client, `${factorId}/challenge`, {});
    const phished = await factorCall(backend, client, `${factorId}/verify`, {
      challenge_id: elsewhere.body.id,
      webauthn: {
        type: 'request',
        credential_response: new SoftwareAuthenticator('https://evil.example').get(
          elsewhere.body.webauthn.credential_options.publicKey,
          owner.credentials[0],
        ),
      },
    });
    expect(phished).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
  });
});

describe.each(engines)('WebAuthn factors while off on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: tempProject({}) });
  });
  afterAll(() => backend?.stop());

  it('refuses enrolling with mfa_webauthn_enroll_not_enabled', async () => {
    const { client } = await passwordUser(backend);
    const { data, error } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
  });
});
