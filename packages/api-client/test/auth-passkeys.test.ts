import { engines, SoftwareAuthenticator, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TandemClient } from '../src/index.js';
import { failure } from './support/auth.js';
import { APP_URL, createUser, signedIn, startBackend, uniqueEmail } from './support/backend.js';

describe.each(engines)('passkeys on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  async function freshClient(tag: string) {
    const email = uniqueEmail(tag);
    await createUser(backend, email);
    return signedIn(backend, email);
  }

  /**
   * Registers a passkey for the client's user with a software authenticator on the app's
   * origin, through supabase-js's two-step API (the client's `addPasskey` needs a browser).
   */
  async function registerWithSoftwareKey(client: TandemClient) {
    const { auth } = await client.supabase();
    const authenticator = new SoftwareAuthenticator(APP_URL);
    const options = await auth.passkey.startRegistration();
    const verified = await auth.passkey.verifyRegistration({
      challengeId: options.data?.challenge_id as string,
      credential: authenticator.create(options.data?.options as never) as never,
    });
    expect(verified.error).toBeNull();
    return verified.data?.id as string;
  }

  it('lists, renames and removes the signed-in user’s passkeys', async () => {
    const client = await freshClient('passkey-list');
    expect(await client.auth.listPasskeys()).toEqual([]);
    const id = await registerWithSoftwareKey(client);
    const [listed] = await client.auth.listPasskeys();
    expect(listed).toMatchObject({ id, name: null, lastUsedAt: null });
    expect(listed?.createdAt).toBeInstanceOf(Date);

    const renamed = await client.auth.renamePasskey({ id, name: '  Work laptop ' });
    expect(renamed).toMatchObject({ id, name: 'Work laptop' });
    expect((await client.auth.listPasskeys()).map((p) => p.name)).toEqual(['Work laptop']);

    await client.auth.removePasskey(id);
    expect(await client.auth.listPasskeys()).toEqual([]);
    const gone = await failure(client.auth.removePasskey(id));
    expect(client.auth.passkeyFailureOf(gone)).toBe('unknown-passkey');
    expect(gone.message).toBe('That passkey is not registered with Tandem. Sign in another way.');
  });

  it('refuses a blank or long name before any request', async () => {
    const client = await freshClient('passkey-name');
    const id = await registerWithSoftwareKey(client);
    const blank = await failure(client.auth.renamePasskey({ id, name: '   ' }));
    expect(blank.code).toBe('data/invalid');
    expect(blank.fieldErrors.name).toEqual(['Give the passkey a name.']);
    const long = await failure(client.auth.renamePasskey({ id, name: 'x'.repeat(121) }));
    expect(long.fieldErrors.name).toEqual(['Keep the name to 120 characters.']);
  });

  it('says passkeys are unsupported where there is no WebAuthn (Node)', async () => {
    const client = await freshClient('passkey-node');
    const error = await failure(client.auth.signInWithPasskey());
    expect(client.auth.passkeyFailureOf(error)).toBe('unsupported');
    const adding = await failure(client.auth.addPasskey());
    expect(client.auth.passkeyFailureOf(adding)).toBe('unsupported');
  });
});
