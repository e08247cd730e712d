import { BACKEND_URL } from './urls';
import type { TestUser } from './users';

/** The e2e build's publishable key (`.env.e2e`): the Supabase CLI's public local key. */
const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** A signed-in user's calls to the backend, for setting up what a test is not about. */
export interface BackendSession {
  /** Calls an RPC function as this user and returns its JSON answer. */
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
}

/** Signs `user` in with their password, straight against the auth server. */
export async function sessionOf(user: TestUser): Promise<BackendSession> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`signing in ${user.email}: ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return {
    async rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
      const answer = await fetch(`${BACKEND_URL}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: PUBLISHABLE_KEY,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(args),
      });
      if (!answer.ok) throw new Error(`${name} as ${user.email}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
  };
}
