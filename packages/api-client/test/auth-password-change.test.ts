import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TandemError } from '../src/index.js';
import {
  createUser,
  DEMO_PASSWORD,
  newClient,
  startBackend,
  uniqueEmail,
} from './support/backend.js';

// GoTrue's "Require current password when updating", read when the backend starts.
process.env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD = 'true';

describe.each(engines)('changing the password from the profile on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => {
        throw new Error('the change went through');
      },
      (error: unknown) => error as TandemError,
    );

  it('needs the current password, and reports a missing or wrong one on its field', async () => {
    const email = uniqueEmail('pwchange');
    await createUser(backend, email, 'Pat Password');
    const client = newClient(backend);
    await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    const change = { password: 'rotated-pass-3', confirmPassword: 'rotated-pass-3' };

    const missing = await refusal(client.auth.updatePassword(change));
    expect(missing).toBeInstanceOf(TandemError);
    expect(missing.code).toBe('data/invalid');
    expect(missing.fieldErrors).toEqual({ currentPassword: ['Enter your current password'] });
    const wrong = await refusal(
      client.auth.updatePassword({ ...change, currentPassword: 'guessed-pass-1' }),
    );
    expect(wrong.fieldErrors).toEqual({
      currentPassword: ['This is not your current password'],
    });

    await client.auth.updatePassword({ ...change, currentPassword: DEMO_PASSWORD });
    const again = newClient(backend);
    expect((await again.auth.signInWithPassword({ email, password: 'rotated-pass-3' })).email).toBe(
      email,
    );
  });
});
