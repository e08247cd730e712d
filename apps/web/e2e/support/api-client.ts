import { createTandemClient, type TandemClient } from '@tandem/api-client';
import { LOCAL_PUBLISHABLE_KEY } from '@tandem/local-backend';
import { APP_URL, BACKEND_URL } from './urls';
import type { TestUser } from './users';

/** A Tandem client signed in as `user`, for setting up data the way the app's client does. */
export async function clientFor(user: TestUser): Promise<TandemClient> {
  const client = createTandemClient({
    url: BACKEND_URL,
    key: LOCAL_PUBLISHABLE_KEY,
    auth: { appUrl: APP_URL },
  });
  await client.auth.signInWithPassword({ email: user.email, password: user.password });
  return client;
}
