import { afterEach, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PASSWORD_HASH_COST, type TestBackend } from '../../src/testing.js';
import { fixture } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

/** Signs a new user up and in; answers the bcrypt cost stored in their password hash. */
async function storedCost(backend: TestBackend): Promise<number> {
  const email = uniqueEmail('cost');
  const password = 'correct-horse';
  const signUp = await pkceClient(backend).auth.signUp({ email, password });
  expect(signUp.error).toBeNull();
  const signIn = await pkceClient(backend).auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  const wrong = await pkceClient(backend).auth.signInWithPassword({ email, password: 'wrong-one' });
  expect(wrong.error?.code).toBe('invalid_credentials');
  const { rows } = await backend.context.db.withAdmin((tx) =>
    tx.query<{ hash: string }>(
      'select encrypted_password as hash from auth.users where email = $1',
      [email],
    ),
  );
  const [, cost] = /^\$2[aby]\$(\d\d)\$/.exec(rows[0]?.hash ?? '') ?? [];
  return Number(cost);
}

describe('the bcrypt cost of new password hashes', () => {
  let backend: TestBackend | undefined;
  afterEach(() => backend?.stop());

  it("is GoTrue's 10 when asked for, and signs in the same way", async () => {
    backend = await startTestBackend({
      engine: 'pglite',
      projectDir: fixture('auth'),
      passwordHashCost: 10,
    });
    expect(await storedCost(backend)).toBe(10);
  });

  it('is the least one on a test backend by default, and signs in the same way', async () => {
    backend = await startTestBackend({ engine: 'pglite', projectDir: fixture('auth') });
    expect(await storedCost(backend)).toBe(TEST_PASSWORD_HASH_COST);
  });
});
